// CPU time a server spent, read from /proc (Linux): the process and the processes it started
// (nginx answers from its workers). Per request it is a far steadier figure than requests a
// second on a machine shared with other work (docs/benchmarks.md).
import fs from 'node:fs'

/** USER_HZ: /proc counts CPU in hundredths of a second on every Linux. */
const TICKS_PER_SECOND = 100

/** The process' own user + system CPU, in ticks, or 0 when /proc cannot tell. */
function ownTicks(pid) {
  try {
    // Fields after the command's closing parenthesis: the command itself may hold spaces.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean)
  } catch {
    return []
  }
}

/** Seconds of CPU the process and its children have used so far (undefined off Linux). */
export function cpuSeconds(pid) {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return undefined
  const ticks = [pid, ...childrenOf(pid)].reduce((sum, id) => sum + ownTicks(id), 0)
  return ticks / TICKS_PER_SECOND
}
