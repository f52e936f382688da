/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

// One formatter for every amount (@loteria/contract/format): no other file of the site or the embedded
// backend formats numbers on its own, and no message spells an amount in thousands ("mil
// guaraníes") beside the "Gs. 250.150.000" of every other page.

const ROOT = path.join(__dirname, '..', '..', '..')
const SOURCE_DIRS = [
  'app',
  'components',
  'lib',
  'packages/contract/src',
  'packages/shared/src',
  'packages/reference-backend/src',
]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : []
  })
}

describe('money is formatted in one place', () => {
  it('no source outside the shared format module builds a number format of its own', () => {
    const offenders = SOURCE_DIRS.flatMap(sourceFiles)
      .filter((file) => file !== path.join('packages', 'contract', 'src', 'format', 'format.ts'))
      .filter((file) =>
        /Intl\.NumberFormat|toLocaleString\(|typeof \w+(\.\w+)? === 'number' \? formatGs/.test(
          fs.readFileSync(path.join(ROOT, file), 'utf8'),
        ),
      )
    expect(offenders).toEqual([])
  })

  it('no message writes an amount in thousands', () => {
    const messages = fs.readFileSync(path.join(ROOT, 'messages', 'es.json'), 'utf8')
    expect(messages).not.toMatch(/\bmil guaraníes|\{miles\}/)
  })
})
