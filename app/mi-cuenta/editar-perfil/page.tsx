import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProfileForm } from '@/components/account/profile-form'
import { accountMetadata } from '@/lib/account-metadata'
import { getCities, getDepartments } from '@/lib/backend'
import { readProfile } from '@/lib/backend/account'
import { formatDate } from '@loteria/contract/format'
import { withAccount } from '@/lib/session/account'

export async function generateMetadata(): Promise<Metadata> {
  return accountMetadata('editarPerfil')
}

export default async function EditProfilePage() {
  const t = await getTranslations('Register')
  const profile = await withAccount((credentials, user) => readProfile(credentials, user.id))
  const [departments, cities] = await Promise.all([
    getDepartments(),
    profile.codigoDepartamento != null
      ? getCities(profile.codigoDepartamento)
      : Promise.resolve([]),
  ])
  const birth = profile.fechaNacimiento.split(' ')[0] ?? ''
  return (
    <ProfileForm
      initial={{
        nombre: profile.nombre,
        apellido: profile.apellido,
        telefono: profile.telefono,
        sexo: profile.sexo === 'M' || profile.sexo === 'F' ? profile.sexo : undefined,
        codigoDepartamento:
          profile.codigoDepartamento != null ? String(profile.codigoDepartamento) : '',
        codigoCiudad: profile.codigoCiudad != null ? String(profile.codigoCiudad) : '',
        direccionParticular: profile.direccionParticular,
        aceptarTerminos: profile.aceptarTerminos ? true : undefined,
        recibirNotificaciones: profile.recibirNotificaciones,
      }}
      readOnly={{
        email: profile.email,
        tipoDocumento: t.has(profile.tipoDocumento as 'CI')
          ? t(profile.tipoDocumento as 'CI')
          : profile.tipoDocumento,
        documento: profile.documento,
        nacimiento: birth ? formatDate(`${birth}T12:00:00-03:00`) : '',
        nacionalidad: profile.paisNombre,
      }}
      departments={departments.map((d) => ({
        value: String(d.codigoDepartamento),
        label: d.nombre,
      }))}
      initialCities={cities.map((c) => ({ codigoCiudad: c.codigoCiudad, nombre: c.nombre }))}
    />
  )
}
