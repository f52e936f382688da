/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// Comments say why, not which ticket (docs/style.md): the site's and the packages' code cites no
// issue number. Where a reason needs its story, the comment says the reason in a line and names
// docs/history.md, which keeps the story by issue. Tests may name the issue whose regression they
// pin; documents may too.

const ROOT = path.join(__dirname, '..', '..', '..')
const CODE =
  /^(app|components|lib|packages\/[^/]+\/src|scripts|deploy)\/.*\.(ts|tsx|mjs|mts|js|css)$|^(middleware|instrumentation)\.ts$/
const ISSUE = /\b[Ii]ssues? \d+/

function codeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => CODE.test(file) && fs.existsSync(path.join(ROOT, file)))
}

test('no code comment cites an issue number', () => {
  const cited: string[] = []
  for (const file of codeFiles()) {
    const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
    lines.forEach((line, i) => {
      if (ISSUE.test(line)) cited.push(`${file}:${i + 1}: ${line.trim()}`)
    })
  }
  expect(cited).toEqual([])
})
