import fs from 'node:fs'
import path from 'node:path'

// Issue 14 (docs/history.md), point 6: icons drawn with emoji or text symbols (🕒 👁 🔒 ▶ ❚❚ ‹ › ⚠ ▲ ×
// …) showed as empty boxes where the system has no emoji font and were read out inconsistently.
// Icons come from one SVG set (lucide-react, plus components/shell/brand-icons.tsx); no component
// draws a symbol character any more. Text that is words (messages/es.json) is not concerned.

const ROOTS = ['app', 'components']
// Arrows, mathematical and technical symbols, geometric shapes, dingbats, emoji, and the
// multiplication sign and angle quotes used as close, previous/next and first/last marks.
const SYMBOL = /[\u00ab\u00bb\u00d7\u2039\u203a\u2190-\u2bff\u{1f000}-\u{1faff}\ufe0f]/u

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx$/.test(entry.name) ? [full] : []
  })
}

/** The code without its comments (which may draw arrows: "PENDIENTE → APROBADA"). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
}

test('no component draws an emoji or a symbol character as an icon', () => {
  const offenders = ROOTS.flatMap((root) => sourceFiles(path.join(process.cwd(), root))).flatMap(
    (file) =>
      withoutComments(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => SYMBOL.test(line))
        .map((line) => `${path.relative(process.cwd(), file)}: ${line.trim()}`),
  )
  expect(offenders).toEqual([])
})

test('the scan finds the symbols it looks for', () => {
  for (const symbol of ['🕒', '👁', '🔒', '▶', '❚', '‹', '›', '⚠', '▲', '×', '−'])
    expect(SYMBOL.test(`<span aria-hidden="true">${symbol}</span>`)).toBe(true)
  expect(SYMBOL.test(withoutComments('// PENDIENTE → APROBADA'))).toBe(false)
})
