import type { APIRequestContext } from '@playwright/test'

// Reads the embedded backend over its HTTP face, so tests compare pages with the backend's data.

export interface Envelope<T> {
  error: boolean
  mensaje?: string
  datos: T
  total?: number
}

export async function backendGet<T>(
  request: APIRequestContext,
  path: string,
): Promise<Envelope<T>> {
  const response = await request.get(`/servicios/rest/${path}`, { headers: { scope: 'publico' } })
  if (!response.ok()) throw new Error(`GET ${path}: HTTP ${response.status()}`)
  return (await response.json()) as Envelope<T>
}

export const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN || 'e2e-operator-token-of-the-test-servers'
const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret'

export async function operator(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/servicios/operador/${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  })
  if (!response.ok()) throw new Error(`${method} operador/${path}: HTTP ${response.status()}`)
  return response.json()
}

export async function revalidate(request: APIRequestContext, tags: string[]) {
  const response = await request.post('/api/revalidate', {
    data: { tags },
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  })
  if (!response.ok()) throw new Error(`revalidate: HTTP ${response.status()}`)
}

/** Plain text of the first paragraph of backend HTML, as a browser shows it. */
export function firstParagraphText(html: string): string {
  const match = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)
  const inner = match?.[1] ?? html
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
