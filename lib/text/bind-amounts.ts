// "Gs." and its digits are one thing to read: a line break between them (a narrow table cell of
// the reglamento on a phone) leaves "Gs." alone at the end of a line. Backend HTML writes amounts
// as plain text, so the space after the symbol becomes a non-breaking one where it is rendered.

const AMOUNT_SPACE = /\b(Gs\.?)[ \t\r\n]+(?=-?\d)/gi

/** `Gs. 10.000` → `Gs.\u00a010.000`, in any text; other spaces are left alone. */
export function bindAmounts(text: string): string {
  return text.replace(AMOUNT_SPACE, '$1\u00a0')
}
