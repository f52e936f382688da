import { NextResponse } from 'next/server'
import { readServerTime } from '@/lib/backend'
import { unavailableResponse } from '@/lib/api-errors'

// GET /api/hora-servidor – the backend's clock for the header (usuarios/hora-servidor).

export const dynamic = 'force-dynamic'

export async function GET() {
  try {
    const hora = await readServerTime()
    return NextResponse.json({ hora }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    return unavailableResponse(error)
  }
}
