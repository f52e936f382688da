import type {
  movements as movementsTable,
  selfExclusionTimes as selfExclusionTimesTable,
  users as usersTable,
} from '../db/schema'
import { paymentMethodName } from '../payments/methods'
import { cities } from './geo-data'

// Demo accounts (README.md's Quick start gives their e-mails and passwords). Every date is computed
// from a fixed reference, never from the clock, so every seeded database holds the same history.

const DAY = 86_400_000
const ASUNCION_OFFSET = -3 * 3_600_000

/** `hh:mm` Asunción time, `daysAgo` days before the reference day. */
function daysAgo(days: number, time: string): Date {
  return new Date(new Date(`2026-11-22T${time}:00-03:00`).getTime() - days * DAY)
}

/** The weekly draw a purchase plays in: the next Sunday at 21:00 in Asunción. */
function nextDraw(purchase: Date): Date {
  const local = new Date(purchase.getTime() + ASUNCION_OFFSET)
  const sunday = new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + ((7 - local.getUTCDay()) % 7),
      21,
    ),
  )
  const draw = new Date(sunday.getTime() - ASUNCION_OFFSET)
  return draw.getTime() > purchase.getTime() ? draw : new Date(draw.getTime() + 7 * DAY)
}

function cityCode(codigoDepartamento: number, nombre: string): number {
  const city = cities.find(
    (c) => c.codigoDepartamento === codigoDepartamento && c.nombre === nombre,
  )
  if (!city) throw new Error(`seed: no city ${nombre} in department ${codigoDepartamento}`)
  return city.codigoCiudad
}

export const selfExclusionTimes: (typeof selfExclusionTimesTable.$inferInsert)[] = [
  { idTiempo: 1, descripcion: '1 mes', dias: 30 },
  { idTiempo: 2, descripcion: '3 meses', dias: 90 },
  { idTiempo: 3, descripcion: '6 meses', dias: 180 },
  { idTiempo: 4, descripcion: '1 año', dias: 365 },
  { idTiempo: 5, descripcion: '3 años', dias: 1095 },
]

type UserRow = Omit<typeof usersTable.$inferInsert, 'passwordHash'>
type MovementRow = Omit<typeof movementsTable.$inferInsert, 'userId'>

interface DemoSession {
  inicio: Date
  minutes: number
  ip: string
}

export interface DemoPlayer {
  user: UserRow
  /** Hashed with scrypt when seeded. */
  password: string
  sessions: DemoSession[]
  movements: MovementRow[]
  /** A past verification request with its three images (base64 PNG). */
  verification?: { fecha: Date; estado: 'APROBADA'; observacion: string; images: string[] }
}

const TIGO = '181.120.45.12'
const PERSONAL = '190.104.156.33'
const COPACO = '201.217.50.9'
const CLARO = '181.94.207.18'

type MovementEntry = [
  days: number,
  time: string,
  tipo: 'COMPRA CARTÓN' | 'COMPRA PACK',
  /** Cards bought (a pack's card plays all its draws: the pack is told by its price). */
  cantidadCartones: number,
  monto: number,
  estado: 'APROBADA' | 'RECHAZADA' | 'PENDIENTE' | 'CANCELADA',
  medio: string,
  mensaje: string,
]

function movement([
  days,
  time,
  tipo,
  cantidadCartones,
  monto,
  estado,
  medio,
  mensaje,
]: MovementEntry) {
  const fechaTransaccion = daysAgo(days, time)
  return {
    tipo,
    cantidadCartones,
    monto,
    estadoTransaccion: estado,
    medioPagoNombre: medio,
    mensaje,
    fechaTransaccion,
    fechaSorteo: nextDraw(fechaTransaccion),
  }
}

const APPROVED = 'Pago aprobado'

// Movements name their method as the checkout does (payments/methods.ts), never a name of their own.
const TIGO_MONEY = paymentMethodName('billetera')
const BILLETERA_PERSONAL = paymentMethodName('personal')
const TARJETA = paymentMethodName('tarjeta')
const ZIMPLE = paymentMethodName('otra')

const mariaMovements: MovementEntry[] = [
  [
    0,
    '10:05',
    'COMPRA CARTÓN',
    1,
    10_000,
    'PENDIENTE',
    ZIMPLE,
    'Esperando la confirmación del pago',
  ],
  [2, '19:42', 'COMPRA CARTÓN', 2, 20_000, 'APROBADA', BILLETERA_PERSONAL, APPROVED],
  [5, '10:15', 'COMPRA PACK', 1, 114_000, 'APROBADA', TARJETA, APPROVED],
  [
    6,
    '21:30',
    'COMPRA CARTÓN',
    1,
    10_000,
    'RECHAZADA',
    TARJETA,
    'La tarjeta fue rechazada por el banco emisor',
  ],
  [9, '08:50', 'COMPRA CARTÓN', 3, 30_000, 'APROBADA', TIGO_MONEY, APPROVED],
  [12, '17:20', 'COMPRA CARTÓN', 1, 10_000, 'CANCELADA', ZIMPLE, 'Cancelada por el jugador'],
  [15, '12:35', 'COMPRA CARTÓN', 1, 10_000, 'APROBADA', BILLETERA_PERSONAL, APPROVED],
  [18, '20:10', 'COMPRA PACK', 1, 216_000, 'APROBADA', TIGO_MONEY, APPROVED],
  [20, '09:05', 'COMPRA PACK', 1, 408_000, 'RECHAZADA', TARJETA, 'Fondos insuficientes'],
  [23, '18:45', 'COMPRA CARTÓN', 2, 20_000, 'APROBADA', ZIMPLE, APPROVED],
  [27, '11:00', 'COMPRA CARTÓN', 1, 10_000, 'APROBADA', BILLETERA_PERSONAL, APPROVED],
  [31, '16:25', 'COMPRA PACK', 1, 98_000, 'APROBADA', TIGO_MONEY, APPROVED],
  [36, '19:55', 'COMPRA CARTÓN', 1, 10_000, 'CANCELADA', TARJETA, 'El pago venció sin confirmarse'],
  [41, '13:40', 'COMPRA CARTÓN', 4, 40_000, 'APROBADA', TIGO_MONEY, APPROVED],
]

const mariaSessions: [number, string, number, string][] = [
  [1, '20:15', 35, TIGO],
  [2, '19:30', 18, TIGO],
  [5, '10:02', 25, PERSONAL],
  [6, '21:20', 14, TIGO],
  [9, '08:41', 22, COPACO],
  [12, '17:05', 40, TIGO],
  [15, '12:30', 9, PERSONAL],
  [18, '20:01', 31, COPACO],
  [20, '08:58', 12, TIGO],
  [23, '18:40', 16, PERSONAL],
  [27, '10:51', 27, TIGO],
  [31, '16:12', 45, COPACO],
]

/** Three 4×4 PNGs (red, blue, grey): stand-ins for a document's front, back and a selfie. */
const DEMO_DOCUMENTS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR42mO4qi0HRwzEcQDccxHhmn1kdwAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAD0lEQVR42mNgsFiBQMRxAGHDDgG2P6m6AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAADklEQVR42mOoQAIMxHEASVIWgcEfi5oAAAAASUVORK5CYII=',
]

export const demoPlayers: DemoPlayer[] = [
  {
    password: 'demo1234',
    user: {
      email: 'jugador@demo.com.py',
      nombre: 'María',
      apellido: 'Benítez',
      telefono: '0981 123456',
      direccionParticular: 'Mcal. Estigarribia 2345 c/ Ruta 2',
      tipoDocumento: 'CI',
      documento: '4567890',
      sexo: 'F',
      codigoPais: 1,
      codigoDepartamento: 11,
      codigoCiudad: cityCode(11, 'San Lorenzo'),
      fechaNacimiento: '1990-08-15',
      aceptarTerminos: true,
      recibirNotificaciones: true,
      validado: false,
      verificado: false,
      creadoEn: daysAgo(95, '18:20'),
    },
    sessions: mariaSessions.map(([days, time, minutes, ip]) => ({
      inicio: daysAgo(days, time),
      minutes,
      ip,
    })),
    movements: mariaMovements.map(movement),
  },
  {
    password: 'demo1234',
    user: {
      email: 'verificado@demo.com.py',
      nombre: 'Carlos',
      apellido: 'Giménez',
      telefono: '0985 654321',
      direccionParticular: 'Avda. Irrazábal 1240',
      tipoDocumento: 'CI',
      documento: '3210987',
      sexo: 'M',
      codigoPais: 1,
      codigoDepartamento: 7,
      codigoCiudad: cityCode(7, 'Encarnación'),
      fechaNacimiento: '1985-03-14',
      aceptarTerminos: true,
      recibirNotificaciones: false,
      validado: true,
      verificado: true,
      creadoEn: daysAgo(210, '09:10'),
    },
    sessions: [
      { inicio: daysAgo(3, '21:05'), minutes: 20, ip: CLARO },
      { inicio: daysAgo(10, '19:48'), minutes: 11, ip: CLARO },
    ],
    movements: (
      [
        [3, '21:10', 'COMPRA PACK', 12, 114_000, 'APROBADA', TIGO_MONEY, APPROVED],
        [10, '19:52', 'COMPRA CARTÓN', 2, 20_000, 'APROBADA', TARJETA, APPROVED],
      ] satisfies MovementEntry[]
    ).map(movement),
    verification: {
      fecha: daysAgo(40, '09:30'),
      estado: 'APROBADA',
      observacion: 'Identidad verificada',
      images: DEMO_DOCUMENTS,
    },
  },
]
