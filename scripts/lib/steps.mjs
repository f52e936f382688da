// The steps of `npm test`: each a command whose time is kept for the closing table. A step runs
// alone (its output straight to the terminal) or beside others: then its output goes to a file
// and is printed whole when it ends, so two runners never interleave their lines, and the one
// step marked `live` still streams as it goes.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from './build.mjs'

/** @type {{ title: string, seconds: number, ok: boolean }[]} */
const done = []
/** Every runner's tests, added up for the closing line. */
const counts = { passed: 0, failed: 0, skipped: 0 }
const started = Date.now()

function seconds(from) {
  return (Date.now() - from) / 1000
}

/**
 * Where a runner leaves its results as JSON: `jest` (`--json --outputFile`) or `playwright` (its
 * json reporter, playwright.config.ts). The counts are read when the step ends.
 */
function resultsFile(runner, from) {
  if (!runner) return {}
  const file = path.join(os.tmpdir(), `loteria-results-${process.pid}-${from}.json`)
  if (runner === 'jest') return { file, args: ['--json', `--outputFile=${file}`] }
  return { file, env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file } }
}

function addCounts(runner, file) {
  if (!runner || !fs.existsSync(file)) return
  const results = JSON.parse(fs.readFileSync(file, 'utf8'))
  fs.rmSync(file, { force: true })
  if (runner === 'jest') {
    counts.passed += results.numPassedTests
    counts.failed += results.numFailedTests
    counts.skipped += results.numPendingTests + results.numTodoTests
  } else {
    counts.passed += results.stats.expected
    counts.failed += results.stats.unexpected + results.stats.flaky
    counts.skipped += results.stats.skipped
  }
}

/**
 * Runs `command args` and resolves `{ ok, seconds }`. `live`: output to the terminal as it comes
 * (else kept in a file and printed when the step ends). `runner` (`jest`, `playwright`): its test
 * counts go into the closing line.
 */
export function run(title, command, args, { env = {}, live = true, runner } = {}) {
  const from = Date.now()
  const results = resultsFile(runner, from)
  const log = live ? undefined : path.join(os.tmpdir(), `loteria-step-${process.pid}-${from}.log`)
  const out = log ? fs.openSync(log, 'w') : 'inherit'
  if (live) console.log(`\n━━ ${title}`)
  else console.log(`\n━━ ${title} (started beside the others; its output follows when it ends)`)
  const child = spawn(command, [...args, ...(results.args ?? [])], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env, ...results.env },
  })
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const ok = code === 0
      const took = seconds(from)
      if (log) {
        fs.closeSync(out)
        console.log(`\n━━ ${title}: output`)
        process.stdout.write(fs.readFileSync(log, 'utf8'))
        fs.rmSync(log, { force: true })
      }
      addCounts(runner, results.file)
      const why = signal ? `signal ${signal}` : `exit ${code}`
      console.log(`${ok ? '✓' : '✗'} ${title} (${took.toFixed(1)} s${ok ? '' : `, ${why}`})`)
      done.push({ title, seconds: took, ok })
      resolve({ ok, seconds: took })
    })
  })
}

/** Records a step done in this process (a build, a seed) in the closing table. */
export async function timed(title, work) {
  const from = Date.now()
  console.log(`\n━━ ${title}`)
  try {
    const value = await work()
    const took = seconds(from)
    console.log(`✓ ${title} (${took.toFixed(1)} s)`)
    done.push({ title, seconds: took, ok: true })
    return value
  } catch (error) {
    done.push({ title, seconds: seconds(from), ok: false })
    console.error(`✗ ${title}: ${error instanceof Error ? error.message : String(error)}`)
    finish(1)
  }
}

/** Fails the run (after the table) unless every result passed. */
export function check(results) {
  if (results.every((result) => result.ok)) return
  finish(1)
}

/** Prints every step's time and the total, then exits with `code`. */
export function finish(code) {
  const width = Math.max(...done.map((step) => step.title.length), 10)
  console.log('\n━━ Steps (wall-clock seconds; steps started together overlap)')
  for (const step of done) {
    const mark = step.ok ? '✓' : '✗'
    console.log(`${mark} ${step.title.padEnd(width)}  ${step.seconds.toFixed(1).padStart(7)}`)
  }
  const total = seconds(started)
  console.log(
    `  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}  (${(total / 60).toFixed(1)} min)`,
  )
  // The run's own time is guarded too: 17–18 min on two quiet cores today (docs/testing.md); a
  // change that makes it slower than TEST_TIME_BUDGET_MIN (45, half of CI's limit, room for a
  // slower machine) fails here rather than near CI's wall.
  const budget = Number(process.env.TEST_TIME_BUDGET_MIN) || 45
  if (code === 0 && process.env.CI && total > budget * 60) {
    console.error(`\n✗ npm test took ${(total / 60).toFixed(1)} min, over its ${budget} min budget`)
    code = 1
  }
  console.log(code === 0 ? '\nAll checks passed.' : '\n✗ npm test failed.')
  // The plain closing line CI reads: every runner's tests together (a run that ran none shows it).
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  process.exit(code)
}
