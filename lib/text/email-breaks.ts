/**
 * An e-mail address cut where a reader expects a line to break: after the `@` and before each
 * dot (`contacto@` `sorteosdelparaguay` `.com` `.py`). Joined with <wbr>, a narrow column wraps
 * it there instead of in the middle of a word.
 */
export function emailBreaks(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter(Boolean)
}
