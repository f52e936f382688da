import Link from 'next/link'
import { useTranslations } from 'next-intl'

const salesPoint = (chunks: React.ReactNode) => <Link href="/distribuidores">{chunks}</Link>

interface InPersonProps {
  /** The office's name and address (lib/prizes/office.ts); null sends the player to a sales point. */
  oficina: string | null
  /** Under a prize card ("o acercate…"), or alone in the claim dialog when nothing is online. */
  where: 'card' | 'dialog'
  /** Small prizes are also paid at sales points (the Reglamento's wallet limit). */
  salesPoints?: boolean
}

/**
 * "o acercate a retirar tu premio" (docs/product.md §2), saying where: the office, or a sales
 * point.
 */
export function InPerson({ oficina, where, salesPoints = false }: InPersonProps) {
  const t = useTranslations('Prizes')
  const key =
    where === 'card'
      ? oficina
        ? 'retirarOficina'
        : 'retirarSinOficina'
      : oficina
        ? 'noOptionOficina'
        : 'noOptionSinOficina'
  return (
    <>
      {t.rich(key, { oficina: oficina ?? '', link: salesPoint })}
      {oficina && salesPoints ? <> {t.rich('retirarPuntoDeVenta', { link: salesPoint })}</> : null}
    </>
  )
}
