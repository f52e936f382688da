/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

// The repository stands on its own: what a comment or a document cites, a reader can open here.
// Every tracked text file is read, line by line, and fails (naming file:line) when it cites
// - a `*.md` document that is not in the repository (a Markdown link is resolved from the citing
//   file's folder, any other mention from the repository's root or the citing file's folder);
// - one of the documents that lived outside the repository (the product spec and the architecture,
//   style and setup notes, by their old names): their content is docs/product.md,
//   docs/architecture.md, docs/style.md and docs/setup-notes.md;
// - a section `docs/product.md §N` or `docs/architecture.md §N` that has no `## N.` heading there;
// - a tracker item "issue N" with no `## Issue N` section in docs/history.md, or a "defect M" of it
//   that its section does not list.

const ROOT = path.join(__dirname, '..', '..', '..')

/**
 * Never read: the lockfile (package names), the visual references (images), and this file, whose
 * samples below cite what is missing on purpose.
 */
const SKIPPED = [
  /^package-lock\.json$/,
  /(^|\/)__screenshots__\//,
  /^tests\/unit\/repository\/cited-documents\.test\.ts$/,
]

const OLD_DOCUMENT = /\b(SPEC|ARCHITECTURE|STYLE\.md|SETUP-NOTES)(?![\w-])/g

const MARKDOWN_LINK = /\]\(((?:[\w.-]+\/)*[\w.-]+\.md)(#[^)\s]*)?\)/g
const MD_PATH = /(?<![\w./:@-])((?:\.{1,2}\/)*\w[\w./-]*\.md)(?![\w-])/g
const NUMBERED_SECTION =
  /\b(product|architecture)\.md\]?(?:\([^)\s]*\))?((?:\s*(?:,|and|or|to|–)?\s*§\s*\d+)+)/g
const ISSUE = /\b[Ii]ssues? (\d+(?:(?:, | and | or )\d+)*)/g
const DEFECT = /\b[Ii]ssue (\d+),? defects? (\d+(?:(?:, | and | or )\d+)*)/g

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
}

function readText(file: string): string | undefined {
  const full = path.join(ROOT, file)
  if (!fs.statSync(full, { throwIfNoEntry: false })?.isFile()) return undefined
  const bytes = fs.readFileSync(full)
  if (bytes.subarray(0, 8000).includes(0)) return undefined
  return bytes.toString('utf8')
}

const exists = (full: string) => fs.existsSync(full)

/** The `## N.` headings of a numbered document, and the issues (with their defects) of history. */
function headings() {
  // A document that is missing has no headings: every citation of it is then reported.
  const read = (file: string) => readText(file) ?? ''
  const sections = (file: string) =>
    new Set([...read(file).matchAll(/^## (\d+)\. /gm)].map((m) => m[1]))
  const issues = new Map<string, Set<string>>()
  let current: Set<string> | undefined
  for (const line of read('docs/history.md').split('\n')) {
    const issue = /^## Issue (\d+)\b/.exec(line)
    if (issue) {
      current = new Set()
      issues.set(issue[1]!, current)
    } else if (/^## /.test(line)) current = undefined
    const defect = /^- defect (\d+):/.exec(line)
    if (defect && current) current.add(defect[1]!)
  }
  return {
    product: sections('docs/product.md'),
    architecture: sections('docs/architecture.md'),
    issues,
  }
}

function problemsOf(file: string, text: string, known: ReturnType<typeof headings>): string[] {
  const problems: string[] = []
  const folder = path.dirname(path.join(ROOT, file))
  text.split('\n').forEach((original, index) => {
    const where = `${file}:${index + 1}`
    let line = original

    for (const m of line.matchAll(OLD_DOCUMENT)) {
      problems.push(`${where}: cites "${m[1]}", a document outside the repository`)
    }

    for (const m of line.matchAll(MARKDOWN_LINK)) {
      if (!exists(path.resolve(folder, m[1]!))) {
        problems.push(`${where}: links to ${m[1]}, which is not in the repository`)
      }
    }
    line = line.replace(MARKDOWN_LINK, '](…)')

    for (const m of line.matchAll(MD_PATH)) {
      const cited = m[1]!
      if (!exists(path.resolve(ROOT, cited)) && !exists(path.resolve(folder, cited))) {
        problems.push(`${where}: cites ${cited}, which is not in the repository`)
      }
    }

    for (const m of original.matchAll(NUMBERED_SECTION)) {
      const document = m[1] as 'product' | 'architecture'
      for (const [, number] of m[2]!.matchAll(/§\s*(\d+)/g)) {
        if (!known[document].has(number!)) {
          problems.push(`${where}: cites docs/${document}.md §${number}, which has no such section`)
        }
      }
    }

    for (const m of original.matchAll(ISSUE)) {
      for (const [number] of m[1]!.matchAll(/\d+/g)) {
        if (!known.issues.has(number)) {
          problems.push(`${where}: cites issue ${number}, which has no section in docs/history.md`)
        }
      }
    }

    for (const m of original.matchAll(DEFECT)) {
      const defects = known.issues.get(m[1]!)
      if (!defects) continue
      for (const [number] of m[2]!.matchAll(/\d+/g)) {
        if (!defects.has(number)) {
          problems.push(
            `${where}: cites issue ${m[1]}, defect ${number}, which docs/history.md does not list`,
          )
        }
      }
    }
  })
  return problems
}

describe('cited documents', () => {
  it('every document, section and tracker item a file cites is in the repository', () => {
    const known = headings()
    const problems: string[] = []
    for (const file of trackedFiles()) {
      if (SKIPPED.some((skip) => skip.test(file))) continue
      const text = readText(file)
      if (text !== undefined) problems.push(...problemsOf(file, text, known))
    }
    expect(problems).toEqual([])
  })

  it('reads the citations it is meant to catch', () => {
    const known = headings()
    const sample = [
      '// SPEC section 7, ARCHITECTURE.md section 3, STYLE.md',
      '// docs/product.md §7 and §12, docs/architecture.md §99',
      '// (docs/history.md, issue 9999), issues 23 and 9998, issue 26, defect 999',
      '// see docs/nowhere.md and [a link](nowhere.md#x)',
    ].join('\n')
    const found = problemsOf('lib/example.ts', sample, known)
    expect(found).toEqual([
      'lib/example.ts:1: cites "SPEC", a document outside the repository',
      'lib/example.ts:1: cites "ARCHITECTURE", a document outside the repository',
      'lib/example.ts:1: cites "STYLE.md", a document outside the repository',
      'lib/example.ts:1: cites ARCHITECTURE.md, which is not in the repository',
      'lib/example.ts:1: cites STYLE.md, which is not in the repository',
      'lib/example.ts:2: cites docs/product.md §12, which has no such section',
      'lib/example.ts:2: cites docs/architecture.md §99, which has no such section',
      'lib/example.ts:3: cites issue 9999, which has no section in docs/history.md',
      'lib/example.ts:3: cites issue 9998, which has no section in docs/history.md',
      'lib/example.ts:3: cites issue 26, defect 999, which docs/history.md does not list',
      'lib/example.ts:4: links to nowhere.md, which is not in the repository',
      'lib/example.ts:4: cites docs/nowhere.md, which is not in the repository',
    ])
    // What is in the repository passes.
    expect(
      problemsOf(
        'docs/example.md',
        'docs/product.md §7, docs/architecture.md §14, issue 23, issue 26, defect 15, ' +
          '[the contract](contract.md#backend-contract-buying), ../README.md, SECURITY.md',
        known,
      ),
    ).toEqual([])
  })
})
