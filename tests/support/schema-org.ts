// A small local description of the schema.org types the site's JSON-LD uses (no network in tests):
// for each type, the properties it must have (schema.org's and Google's rich-result requirements)
// and the ones it may have, with the types a nested node may take. From https://schema.org/Event,
// /Organization, /WebSite, /FAQPage, /Question, /Answer, /VirtualLocation.

interface TypeDescription {
  required: string[]
  optional: string[]
  /** Property → the types its node values may have. */
  nested?: Record<string, string[]>
  /** Property → the values it may take (schema.org enumerations). */
  enums?: Record<string, string[]>
}

const SCHEMA_ORG: Record<string, TypeDescription> = {
  Event: {
    required: ['name', 'startDate', 'location'],
    optional: [
      'description',
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'image',
      'url',
      'organizer',
    ],
    nested: { location: ['Place', 'VirtualLocation'], organizer: ['Organization', 'Person'] },
    enums: {
      eventStatus: [
        'https://schema.org/EventScheduled',
        'https://schema.org/EventCancelled',
        'https://schema.org/EventPostponed',
        'https://schema.org/EventRescheduled',
        'https://schema.org/EventMovedOnline',
      ],
      eventAttendanceMode: [
        'https://schema.org/OnlineEventAttendanceMode',
        'https://schema.org/OfflineEventAttendanceMode',
        'https://schema.org/MixedEventAttendanceMode',
      ],
    },
  },
  VirtualLocation: { required: ['url'], optional: ['name'] },
  Organization: { required: ['name', 'url'], optional: ['logo', 'sameAs', 'description'] },
  WebSite: {
    required: ['name', 'url'],
    optional: ['inLanguage', 'potentialAction', 'description'],
    nested: { potentialAction: ['SearchAction'] },
  },
  FAQPage: { required: ['mainEntity'], optional: ['name'], nested: { mainEntity: ['Question'] } },
  Question: {
    required: ['name', 'acceptedAnswer'],
    optional: [],
    nested: { acceptedAnswer: ['Answer'] },
  },
  Answer: { required: ['text'], optional: [] },
}

const DATE_PROPERTIES = new Set(['startDate', 'endDate'])
const URL_PROPERTIES = new Set(['url', 'image', 'logo', 'sameAs'])
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Problems of a JSON-LD node (and the nodes inside it); an empty list means valid. */
export function validateJsonLd(node: unknown, where = '$', top = true): string[] {
  if (!isNode(node)) return [`${where}: no es un objeto`]
  const problems: string[] = []
  if (top && node['@context'] !== 'https://schema.org') problems.push(`${where}: @context`)
  const type = node['@type']
  const description = typeof type === 'string' ? SCHEMA_ORG[type] : undefined
  if (!description) return [...problems, `${where}: tipo desconocido ${String(type)}`]
  for (const property of description.required) {
    const value = node[property]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      problems.push(`${where}: ${type} sin ${property}`)
  }
  const known = new Set(['@context', '@type', ...description.required, ...description.optional])
  for (const [property, value] of Object.entries(node)) {
    const at = `${where}.${property}`
    if (!known.has(property)) problems.push(`${at}: ${type} no tiene esta propiedad`)
    const allowed = description.enums?.[property]
    if (allowed && !allowed.includes(String(value))) problems.push(`${at}: valor ${String(value)}`)
    if (DATE_PROPERTIES.has(property) && !ISO_DATE_TIME.test(String(value)))
      problems.push(`${at}: fecha no ISO 8601`)
    const values = Array.isArray(value) ? value : [value]
    if (URL_PROPERTIES.has(property) && values.some((v) => !/^https?:\/\/\S+$/.test(String(v))))
      problems.push(`${at}: URL no absoluta`)
    const nestedTypes = description.nested?.[property]
    if (nestedTypes) {
      values.forEach((v, i) => {
        const nestedAt = Array.isArray(value) ? `${at}[${i}]` : at
        if (!isNode(v) || !nestedTypes.includes(String(v['@type'])))
          problems.push(`${nestedAt}: se espera ${nestedTypes.join(' o ')}`)
        else problems.push(...validateJsonLd(v, nestedAt, false))
      })
    } else if (values.some(isNode)) {
      problems.push(`${at}: nodo inesperado`)
    }
  }
  return problems
}
