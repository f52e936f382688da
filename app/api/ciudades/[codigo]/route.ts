import { NextResponse } from 'next/server'
import { getCities, getDepartments } from '@/lib/backend'
import { unavailableResponse } from '@/lib/api-errors'

// GET /api/ciudades/{departamento} – the cities of a department, for the registration and profile forms.

export async function GET(_request: Request, { params }: { params: Promise<{ codigo: string }> }) {
  const { codigo } = await params
  if (!/^\d{1,4}$/.test(codigo)) return NextResponse.json({ datos: [] })
  try {
    // getCities keeps one entry of Next's data cache on disk per department it is asked for:
    // only the backend's departments are asked, never each of the 10,000 codes.
    const departments = await getDepartments()
    if (!departments.some((d) => d.codigoDepartamento === Number(codigo)))
      return NextResponse.json({ datos: [] })
    const datos = await getCities(Number(codigo))
    return NextResponse.json(
      { datos },
      { headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600' } },
    )
  } catch (error) {
    return unavailableResponse(error)
  }
}
