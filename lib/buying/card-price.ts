// PRECIO_CARTON (docs/product.md §9): one card for one draw, the price every saving is measured
// against. 0 when the backend's configuration does not give one: then no saving is claimed.

export function cardPriceOf(config: readonly { nombre: string; valor: string }[]): number {
  const valor = Number(config.find((item) => item.nombre === 'PRECIO_CARTON')?.valor)
  return Number.isFinite(valor) && valor > 0 ? valor : 0
}
