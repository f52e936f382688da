import 'server-only'
import type { z } from 'zod'
import { pageOf } from '@loteria/contract'
import { parseDatos } from './envelope'
import { backendRequest, REST, type BackendCredentials } from './request'

export interface AccountPageQuery {
  /** 1-based. */
  pagina: number
  cantidad: number
  orden: 'asc' | 'desc'
  /** The player, under the name each call of the contract gives it (usuarioId, idUsuario). */
  player: Record<string, number>
}

/**
 * A page of the player's own records (docs/product.md §7's account lists: sessions, movements,
 * collection requests) with the total: `indice` empty, as every one of them is sent.
 */
export async function readAccountPage<T extends z.ZodType>(
  credentials: BackendCredentials,
  path: string,
  schema: T,
  { pagina, cantidad, orden, player }: AccountPageQuery,
) {
  const query = { cantidad, indice: '', orden, pagina, ...player }
  return parseDatos(await backendRequest(`${REST}/${path}`, { credentials, query }), pageOf(schema))
}
