#!/usr/bin/env node
// `npm run lint` step: no import cycle anywhere in the site or its packages. Every import (type
// imports and dynamic `import()` included) is resolved as TypeScript resolves it (tsconfig.json,
// package `exports`), and the strongly connected components of the graph are reported.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const SOURCES = [
  'app',
  'components',
  'lib',
  'packages',
  'middleware.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
]
const SKIP = /(^|\/)(node_modules|tests|\.next)(\/|$)|\.d\.mts$|\.d\.ts$/

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(ROOT, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  },
)
const options = config.options

function sourceFiles(entry) {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return /\.(tsx?|mjs)$/.test(entry) ? [full] : []
  return fs.readdirSync(full).flatMap((name) => {
    const relative = path.join(entry, name)
    return SKIP.test(relative) ? [] : sourceFiles(relative)
  })
}

const files = SOURCES.flatMap(sourceFiles)
const known = new Set(files)
const graph = new Map()
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  const targets = new Set()
  for (const { fileName } of importedFiles) {
    const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys)
    let target = resolvedModule?.resolvedFileName
    // A plain-JavaScript module is typed by its .d.mts twin: the edge goes to the module itself.
    if (target?.endsWith('.d.mts')) target = target.replace(/\.d\.mts$/, '.mjs')
    if (target && known.has(target)) targets.add(target)
  }
  graph.set(file, [...targets])
}

// Tarjan's strongly connected components, iteratively (the graph has hundreds of files).
let index = 0
const order = new Map()
const low = new Map()
const onStack = new Set()
const stack = []
const cycles = []
for (const start of files) {
  if (order.has(start)) continue
  const work = [[start, 0]]
  while (work.length) {
    const frame = work.at(-1)
    const [node, i] = frame
    if (i === 0) {
      order.set(node, index)
      low.set(node, index++)
      stack.push(node)
      onStack.add(node)
    }
    const next = graph.get(node)[i]
    if (next !== undefined) {
      frame[1] += 1
      if (!order.has(next)) work.push([next, 0])
      else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)))
      continue
    }
    work.pop()
    if (work.length) {
      const parent = work.at(-1)[0]
      low.set(parent, Math.min(low.get(parent), low.get(node)))
    }
    if (low.get(node) === order.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      const selfLoop = graph.get(node).includes(node)
      if (component.length > 1 || selfLoop) cycles.push(component)
    }
  }
}

const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0)
if (cycles.length === 0) {
  console.log(`✓ no import cycle (${files.length} files, ${edges} imports)`)
} else {
  console.error(`✗ ${cycles.length} import cycle(s): each group imports itself round a loop`)
  for (const component of cycles) {
    console.error(
      `  - ${component
        .map((file) => path.relative(ROOT, file))
        .sort()
        .join('\n    ')}`,
    )
  }
  process.exit(1)
}
