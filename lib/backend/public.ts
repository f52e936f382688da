import 'server-only'
import type { z } from 'zod'
import { parseDatos } from './envelope'
import { backendRequest, REST } from './request'

// The public reads of docs/product.md §7 (`scope: publico`, no cookies): the same for every
// visitor.

type Query = Record<string, string | number | undefined>

/** GET a public call; its `datos` parsed by `schema`. */
export async function publicGet<T extends z.ZodType>(
  path: string,
  schema: T,
  query?: Query,
): Promise<z.infer<T>> {
  const envelope = await backendRequest(`${REST}/${path}`, { publico: true, query })
  return parseDatos(envelope, schema)
}

/** A page of a list and, when the backend says it, the total (else null). */
export interface Page<T> {
  items: T[]
  total: number | null
}

/** GET a page of a public list: the items in `datos`, the total beside them when there is one. */
export async function publicPage<Item>(
  path: string,
  schema: z.ZodType<Item[]>,
  query: Query,
): Promise<Page<Item>> {
  const envelope = await backendRequest(`${REST}/${path}`, { publico: true, query })
  const items = parseDatos(envelope, schema)
  const total = typeof envelope.total === 'number' ? envelope.total : null
  return { items, total }
}
