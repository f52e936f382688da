import { createHash } from 'node:crypto'
import { formatGs } from '@loteria/contract/format'
import type { PurchaseState } from '../buying/purchase-states'

// The simulated provider's checkout page: small, self-contained HTML (no script, no outside
// file), in Spanish, with a policy of its own that allows nothing but its one inline style and a
// form posting back to itself.

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#eef2f7;color:#1b2430;line-height:1.5}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.aviso{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fff4d6;color:#5c4300;font-size:.9rem}
h1{margin:0 0 1rem;font-size:1.4rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0}
.monto{font-size:1.5rem;font-weight:700;color:#0b5d1e}
form{display:grid;gap:.75rem}
button,a.boton{min-height:44px;padding:.6rem 1rem;border:2px solid transparent;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.aprobar{background:#0b5d1e;color:#fff}
.rechazar{background:#a4161a;color:#fff}
.cancelar,a.boton{background:#fff;color:#1b2430;border-color:#1b2430}
button:focus-visible,a.boton:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

/** Nothing but the page's own style and a form posting to this site. */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CHECKOUT_CSP,
  'cache-control': 'no-store',
  // The address carries the purchase's token: never hand it to another site.
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="aviso">Pasarela de pago simulada: no se mueve dinero real.</p>
${body}
</main>
</body>
</html>
`
  return new Response(html, { status, headers: HEADERS })
}

export interface CheckoutView {
  /** The provider's (payment method's) name. */
  proveedor: string
  descripcion: string
  monto: number
  cantidadCartones: number
  estado: PurchaseState
  mensaje: string
  /** Where the player goes back to once the payment is decided. */
  volverA: string
}

const STATE_WORDS: Record<PurchaseState, string> = {
  PENDIENTE: 'pendiente',
  APROBADA: 'aprobado',
  RECHAZADA: 'rechazado',
  CANCELADA: 'cancelado',
}

export function checkoutPage(view: CheckoutView): Response {
  const cartones = `${view.cantidadCartones} ${view.cantidadCartones === 1 ? 'cartón' : 'cartones'}`
  const summary = `<h1>${escapeHtml(view.proveedor)}</h1>
<dl>
<dt>Compra</dt><dd>${escapeHtml(view.descripcion)}</dd>
<dt>Cartones</dt><dd>${cartones}</dd>
<dt>Importe</dt><dd class="monto">${formatGs(view.monto)}</dd>
</dl>`
  const actions =
    view.estado === 'PENDIENTE'
      ? `<form method="post" aria-label="Confirmar el pago">
<button type="submit" name="decision" value="aprobar" class="aprobar">Aprobar pago</button>
<button type="submit" name="decision" value="rechazar" class="rechazar">Rechazar pago</button>
<button type="submit" name="decision" value="cancelar" class="cancelar">Cancelar y volver</button>
</form>`
      : `<p role="status">Este pago ya fue ${STATE_WORDS[view.estado]}.</p>
${view.mensaje ? `<p>${escapeHtml(view.mensaje)}</p>\n` : ''}<a class="boton" href="${escapeHtml(view.volverA)}">Volver al sitio</a>`
  return page(`Pago con ${view.proveedor}`, `${summary}\n${actions}`)
}

/** A page for what cannot be paid here: an unknown address or a malformed request. */
export function checkoutNotice(status: number, title: string, text: string): Response {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`, status)
}
