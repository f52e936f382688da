// Where the provider sends the player back: the purchase's site path with `compra={id}` added.

export function returnAddress(retorno: string, compraId: number): string {
  const separator = retorno.includes('?') ? '&' : '?'
  return `${retorno}${separator}compra=${compraId}`
}
