// What a push message carries (the embedded backend's alerts/texts.ts writes it) and how the
// service worker reads it: a payload that is not ours shows nothing, and a link that is not a
// same-site path opens Mis premios instead.

export interface PushNotice {
  titulo: string
  cuerpo: string
  url: string
  etiqueta: string
}

export const PUSH_FALLBACK_PATH = '/mi-cuenta/mis-premios'

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined
}

export function readPushNotice(data: unknown): PushNotice | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const record = data as Record<string, unknown>
  const titulo = text(record.titulo, 120)
  if (!titulo) return undefined
  const url = text(record.url, 300)
  return {
    titulo,
    cuerpo: text(record.cuerpo, 300) ?? '',
    url: url && /^\/(?![/\\])/.test(url) ? url : PUSH_FALLBACK_PATH,
    etiqueta: text(record.etiqueta, 64) ?? 'aviso',
  }
}
