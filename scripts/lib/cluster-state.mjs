// The running `npm run cluster` as the benches that use it see it: its ports and processes
// (.cluster/state.json, which the cluster rewrites when it restarts a process) and its operator
// token.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './build.mjs'

const STATE = path.join(ROOT, '.cluster', 'state.json')

/** The cluster's state as written now; exits with a hint when no cluster runs. */
export function readClusterState() {
  if (!fs.existsSync(STATE)) {
    console.error('✗ No cluster running: start it with `npm run cluster`.')
    process.exit(1)
  }
  return JSON.parse(fs.readFileSync(STATE, 'utf8'))
}

export function clusterOperatorToken() {
  return fs.readFileSync(path.join(ROOT, '.cluster', 'data', 'operator-token'), 'utf8').trim()
}
