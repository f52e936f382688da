/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  enginesRange,
  satisfiesEngines,
  unsupportedNodeMessage,
} from '@/scripts/lib/supported-node.mjs'

// Issue 47: `npm start`, `npm run standalone` and `npm run cluster` built and served on Node 20,
// though `engines` says 22.12+. Each start now refuses a Node outside `engines` with one line.

const RANGE = enginesRange()

describe('satisfiesEngines', () => {
  it.each(['22.12.0', '22.20.1', '24.0.0', '24.21.0', '26.10.0'])('allows %s', (version) => {
    expect(satisfiesEngines(version, RANGE)).toBe(true)
  })

  it.each(['20.20.2', '22.11.9', '23.5.0', '25.1.0', '27.0.0', '18.19.0', 'no-es-versión'])(
    'refuses %s',
    (version) => {
      expect(satisfiesEngines(version, RANGE)).toBe(false)
    },
  )

  it('reads >= too', () => {
    expect(satisfiesEngines('30.0.0', '>=22.12.0')).toBe(true)
    expect(satisfiesEngines('22.11.0', '>=22.12.0')).toBe(false)
  })
})

// Debian 12's own Node (/usr/bin/node, 20.x here): the Node an operator gets by `apt install nodejs`.
const OLD_NODE = '/usr/bin/node'
const oldVersion = fs.existsSync(OLD_NODE)
  ? spawnSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
  : ''
const withOldNode = oldVersion && !satisfiesEngines(oldVersion, RANGE) ? describe : describe.skip
if (withOldNode === describe.skip)
  console.warn(`✗✗ SKIPPED: no Node outside engines at ${OLD_NODE} to start the scripts with`)

function launch(script: string, ...args: string[]) {
  return spawnSync(OLD_NODE, [path.join(process.cwd(), script), ...args], {
    // A port of this machine's test range: a launcher that goes on must not take a real one.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '4398',
      CLUSTER_PORT: '4380',
      OPERATOR_TOKEN: 'o'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
    },
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  })
}

withOldNode(`every start on Node ${oldVersion}`, () => {
  const expected = unsupportedNodeMessage(oldVersion, RANGE)

  it.each([['scripts/run/start.mjs'], ['scripts/run/cluster.mjs']])(
    '%s refuses with one line saying which Node is needed',
    (script) => {
      const run = launch(script)
      expect(run.status).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr.trim()).toBe(`✗ ${expected}`)
    },
  )

  it('scripts/run/standalone.mjs refuses with one JSON line', () => {
    const run = launch('scripts/run/standalone.mjs')
    expect(run.status).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: `standalone: ${expected}` })
  })
})
