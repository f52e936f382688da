// What the benches read of a server under test from Linux's /proc: the process and all its
// children (the standalone server, nginx's workers), and their resident memory.
import fs from 'node:fs'

/** The pid and every descendant still running. */
export function processTree(pid) {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8')
      pids.push(...children.split(/\s+/).filter(Boolean).map(Number))
    } catch {
      // gone
    }
  }
  return pids
}

/** Resident memory (RSS) of the process and its children, in MB. */
export function residentMb(pid) {
  let kb = 0
  for (const p of processTree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024)
}
