import type { z } from 'zod'

// A request schema's message is a key of VALIDATION_MESSAGES when a form of the site shows it too:
// the browser and the server action translate the key with next-intl (messages/es.json, namespace
// Validation, which says the same words), the backend with this table. Requests that no form
// shows carry the backend's Spanish text itself.

export const VALIDATION_MESSAGES = {
  emailInvalid: 'Ingrese un correo válido.',
  passwordMin6: 'La contraseña debe tener al menos 6 caracteres.',
  passwordMin4: 'La contraseña debe tener al menos 4 caracteres.',
  passwordMax: 'La contraseña no puede tener más de 128 caracteres.',
  contactName: 'Ingrese un nombre y apellido válido.',
  contactPhone: 'Ingrese un teléfono válido.',
  contactMessage: 'Ingrese un mensaje válido.',
  emailsMismatch: 'Los correos electrónicos no coinciden.',
  underage: 'Debes ser mayor de edad para registrarte.',
  nombre: 'Ingrese su Nombre.',
  apellido: 'Ingrese su Apellido.',
  password: 'Ingrese contraseña.',
  telefono: 'Ingrese su teléfono.',
  pais: 'Ingrese su país.',
  departamento: 'Ingrese su departamento.',
  ciudad: 'Ingrese su ciudad.',
  nacimiento: 'Ingrese su fecha de nacimiento.',
  tipoDocumento: 'Ingrese su tipo documento.',
  documento: 'Ingrese su documento.',
  direccion: 'Ingrese su Direccion.',
  sexo: 'Ingrese su sexo.',
  terminos: 'Aceptá los términos y condiciones.',
  autoexclusionTiempo: 'Debes seleccionar el tiempo de autoexclusión',
  destinoMismatch: 'El número de cuenta destino debe coincidir',
  paisResidencia: 'Ingrese su pais de residencia',
  departamentoCobro: 'Ingrese su Departamento.',
  barrio: 'Ingrese su barrio.',
  tipoSolicitud: 'Elegí el tipo de operación.',
  entidad: 'Elegí la entidad.',
  destino: 'Ingresá el número de cuenta destino.',
  destinoInvalido: 'Ingresá un número de cuenta destino válido.',
  destinoConfirmacion: 'Confirmá el número de cuenta destino.',
  moneda: 'Elegí la moneda.',
  nombreApellido: 'Ingresá tu nombre y apellido.',
  tipoDocumentoCobro: 'Elegí el tipo de documento.',
  numeroDocumento: 'Ingresá tu número de documento.',
  profesion: 'Ingresá tu profesión.',
  estadoCivil: 'Elegí tu estado civil.',
  direccionLaboral: 'Ingresá tu dirección laboral.',
  direccionParticular: 'Ingresá tu dirección particular.',
  lineaBilletera: 'Ingresá un número de línea válido, por ejemplo 0981123456.',
  /** A body that is not the request's shape at all. */
  requestInvalid: 'La solicitud no es válida.',
} as const

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES

/** zod's message option for a key. */
export const msg = (key: ValidationMessageKey) => ({ message: key })

const isKey = (message: string): message is ValidationMessageKey =>
  Object.hasOwn(VALIDATION_MESSAGES, message)

/** The Spanish text of an issue's message: a key's text, or the text itself. */
export const messageText = (message: string): string =>
  isKey(message) ? VALIDATION_MESSAGES[message] : message

/** What the backend answers for a refused request: the first issue, in the fields' order. */
export function firstMessage(error: z.ZodError): string {
  const message = error.issues[0]?.message
  return messageText(message ?? 'requestInvalid')
}
