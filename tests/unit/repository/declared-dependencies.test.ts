/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

// Each workspace package (packages/*) says in its own package.json what it imports, at
// the root's exact version, so that it is a package and not a folder that works only because the
// root happens to install everything. Its source (src/) needs the runtime ones in `dependencies`
// (a package only ever imported for its types may be a devDependency); its tests may use
// `devDependencies` too. A package with types in @types/* declares those as devDependencies.

const ROOT = path.join(__dirname, '..', '..', '..')
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/

interface Manifest {
  name: string
  version: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

interface Use {
  name: string
  file: string
  typeOnly: boolean
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))

const root = readManifest(ROOT)
const rootVersions: Record<string, string> = { ...root.dependencies, ...root.devDependencies }
const packageDirs = fs
  .readdirSync(path.join(ROOT, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(ROOT, 'packages', entry.name))
  .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
const workspaceVersions = Object.fromEntries(
  packageDirs.map(readManifest).map((manifest) => [manifest.name, manifest.version]),
)

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for relative and builtins. */
function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined
  // The site's own alias: only a package's integration tests use it, as they drive the package
  // through the site's build; eslint.config.mjs keeps it out of every package's src/.
  if (specifier.startsWith('@/')) return undefined
  if (specifier.startsWith('node:')) return 'node:'
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/** Every bare import of a file: static, `export … from`, `import()`, `require()`, `import('x').T`. */
function usesOf(file: string): Use[] {
  const text = fs.readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const declarationFile = /\.d\.[mc]?ts$/.test(file)
  const uses: Use[] = []
  const add = (literal: ts.Node | undefined, typeOnly: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return
    const name = packageName(literal.text)
    if (name)
      uses.push({ name, file: path.relative(ROOT, file), typeOnly: typeOnly || declarationFile })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!clause &&
          !clause.name &&
          !!clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      add(node.moduleSpecifier, typeOnly)
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly)
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument
      if (ts.isLiteralTypeNode(argument)) add(argument.literal, true)
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      add(node.arguments[0], false)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return uses
}

/** The @types package of `name` (`@scope/x` → `@types/scope__x`), or of Node for builtins. */
const typesOf = (name: string) =>
  name === 'node:' ? '@types/node' : `@types/${name.replace(/^@/, '').replace('/', '__')}`

/** What is wrong with one package's manifest, as sentences naming it. */
function problems(dir: string): string[] {
  const manifest = readManifest(dir)
  const dependencies = { ...manifest.dependencies, ...manifest.peerDependencies }
  const devDependencies = manifest.devDependencies ?? {}
  const declared = { ...dependencies, ...devDependencies }
  const found: string[] = []
  const srcUses = sourceFiles(path.join(dir, 'src')).flatMap(usesOf)
  const testUses = sourceFiles(path.join(dir, 'tests')).flatMap(usesOf)
  const runtime = new Set(srcUses.filter((use) => !use.typeOnly).map((use) => use.name))
  const firstFile = new Map<string, string>()
  for (const use of [...srcUses, ...testUses])
    if (!firstFile.has(use.name)) firstFile.set(use.name, use.file)

  for (const [name, file] of firstFile) {
    if (name === manifest.name) continue
    if (name !== 'node:') {
      if (!(name in declared)) {
        found.push(`${manifest.name} imports ${name} (${file}) but does not declare it`)
      } else if (runtime.has(name) && !(name in dependencies)) {
        found.push(`${manifest.name} runs ${name} (${file}): it belongs in dependencies`)
      }
    }
    const types = typesOf(name)
    if (types in rootVersions && !(types in declared)) {
      const what = name === 'node:' ? "Node's builtins" : name
      found.push(`${manifest.name} imports ${what} (${file}) but does not declare ${types}`)
    }
  }
  for (const [name, version] of Object.entries(declared)) {
    const expected = workspaceVersions[name] ?? rootVersions[name]
    if (expected === undefined) {
      found.push(`${manifest.name} declares ${name}, which the root package.json does not`)
    } else if (version !== expected) {
      found.push(`${manifest.name} declares ${name} ${version}, the root has ${expected}`)
    }
    const used = name.startsWith('@types/')
      ? [...firstFile.keys()].some((imported) => typesOf(imported) === name)
      : firstFile.has(name)
    if (!used) found.push(`${manifest.name} declares ${name} but never imports it`)
  }
  return found
}

describe('every workspace package declares what it imports', () => {
  it('finds the packages and their imports', () => {
    expect(packageDirs.map((dir) => path.basename(dir))).toEqual(
      expect.arrayContaining(['contract', 'reference-backend', 'shared']),
    )
    const backend = sourceFiles(path.join(ROOT, 'packages/reference-backend/src')).flatMap(usesOf)
    expect(backend.map((use) => use.name)).toEqual(expect.arrayContaining(['drizzle-orm', 'pg']))
  })

  it.each(packageDirs.map((dir) => [path.basename(dir), dir]))(
    'packages/%s/package.json',
    (_name, dir) => {
      expect(problems(dir)).toEqual([])
    },
  )

  it('the contract depends on zod alone', () => {
    const contract = readManifest(path.join(ROOT, 'packages/contract'))
    expect(Object.keys(contract.dependencies ?? {})).toEqual(['zod'])
  })
})
