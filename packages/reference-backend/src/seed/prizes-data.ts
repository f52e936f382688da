import type { entidadesPago } from '../db/schema'
import { cities } from './geo-data'

// Payment entities of the collection request form, and the verified demo player's collection
// history (README.md's Quick start gives the player's e-mail and password).

export const PAYMENT_ENTITIES: (typeof entidadesPago.$inferInsert)[] = [
  { id: 1, nombreEntidad: 'Banco Itaú Paraguay', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 2, nombreEntidad: 'Banco Continental', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 3, nombreEntidad: 'Banco Nacional de Fomento', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 4, nombreEntidad: 'Banco Basa', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 5, nombreEntidad: 'Banco GNB Paraguay', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 6, nombreEntidad: 'Sudameris Bank', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 7, nombreEntidad: 'Banco Familiar', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 8, nombreEntidad: 'ueno bank', tipoEntidadSolicitud: 'TRANSFERENCIA' },
  { id: 9, nombreEntidad: 'Tigo Money', tipoEntidadSolicitud: 'GIRO' },
  { id: 10, nombreEntidad: 'Giros Claro', tipoEntidadSolicitud: 'GIRO' },
  { id: 11, nombreEntidad: 'Western Union', tipoEntidadSolicitud: 'GIRO' },
  { id: 12, nombreEntidad: 'Aquí Pago', tipoEntidadSolicitud: 'GIRO' },
]

function encarnacion(): number {
  const city = cities.find((c) => c.codigoDepartamento === 7 && c.nombre === 'Encarnación')
  if (!city) throw new Error('seed: no city Encarnación in department 7')
  return city.codigoCiudad
}

/** The verified player (Carlos Giménez, Encarnación) wins in the three latest past draws. */
export const DEMO_PRIZES = {
  email: 'verificado@demo.com.py',
  /** A wallet already registered: his own line. */
  wallet: '0985654321',
}

/** The form as the player filled it, the same for both of his requests. */
export const DEMO_REQUEST_FORM = {
  moneda: 'Guaranies',
  nombreApellido: 'Carlos Giménez',
  tipoDocumento: 'Cédula de identidad',
  numeroDocumento: '3210987',
  profesion: 'Contador',
  estadoCivil: 'CAS',
  direccionLaboral: 'Mcal. Estigarribia 1450, Encarnación',
  direccionParticular: 'Avda. Irrazábal 1240',
  codPaisResidencia: 1,
  codigoDepartamento: 7,
  codigoCiudad: encarnacion(),
  barrio: 'San Pedro',
}

/** Two draws back: paid by transfer with a voucher; three back: a giro the operator rejected. */
export const DEMO_REQUESTS = {
  processed: {
    tipoSolicitud: 'TRANSFERENCIA',
    entidad: 'Banco Itaú Paraguay',
    destino: '7200134589',
  },
  rejected: {
    tipoSolicitud: 'GIRO',
    entidad: 'Western Union',
    destino: '0985654321',
    motivo: 'El nombre del titular no coincide con el registrado en Western Union.',
  },
} as const
