import { format } from 'node:util'

// What players typed (a contact message, a name, an e-mail subject) reaches the operator's terminal
// through this CLI (docs/history.md). A terminal obeys control characters: ESC sequences
// move the cursor, hide text or rewrite a line, CR overwrites one, a bidi override reverses it. So
// every character of that kind is shown as what it is (`\x1b`, `\r`, `\u202e`), never obeyed.

/**
 * C0 (but LF, kept apart below), DEL, C1, the bidi embeddings, overrides, isolates and marks, and
 * the line and paragraph separators.
 */
const CONTROL =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g

function escaped(character: string): string {
  const code = character.charCodeAt(0)
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/** `text` on one line: every control character escaped, line feeds too. */
export function visible(text: string): string {
  return text.replace(CONTROL, escaped).replace(/\n/g, '\\n')
}

/** `text` that may span lines (a message's body): line feeds kept, every other control escaped. */
export function visibleLines(text: string): string {
  return text.replace(CONTROL, escaped)
}

/**
 * Routes console.log and console.error through `visibleLines`, so no command (today's or a new
 * one) can print a control character raw. Returns the function that puts the originals back.
 */
export function installVisibleConsole(): () => void {
  const { log, error } = console
  console.log = (...args: unknown[]) => log(visibleLines(format(...args)))
  console.error = (...args: unknown[]) => error(visibleLines(format(...args)))
  return () => {
    console.log = log
    console.error = error
  }
}
