import 'server-only'
import type { ContactMessage } from '@loteria/contract'
import { backendRequest, REST } from './request'

// The contact form's message (docs/product.md §7, "Public content").

/** POST contacto/enviar – the backend's message on success. */
export async function sendContact(body: ContactMessage): Promise<string> {
  const envelope = await backendRequest(`${REST}/contacto/enviar`, {
    method: 'POST',
    body,
    publico: true,
  })
  return envelope.mensaje ?? ''
}
