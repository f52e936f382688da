import 'server-only'
import { backendRequest, REST, type BackendCredentials } from './request'

// Session calls of docs/product.md §7 ("Session"). Login arrives with the accounts issue.

/** GET /servicios/rest/sesion/cerrar – ends the backend's own session. */
export async function closeBackendSession(credentials: BackendCredentials): Promise<void> {
  await backendRequest(`${REST}/sesion/cerrar`, { credentials })
}
