import type { ReactNode } from 'react'
import Link from 'next/link'

/** The tags the Help messages may use with `t.rich`: emphasis for on-screen labels and links. */
export const helpTags = {
  b: (chunks: ReactNode) => <strong>{chunks}</strong>,
  cardGuide: (chunks: ReactNode) => <Link href="/ayuda/agregar-tarjeta">{chunks}</Link>,
  register: (chunks: ReactNode) => <Link href="/registrar">{chunks}</Link>,
}
