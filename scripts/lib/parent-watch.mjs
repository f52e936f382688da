// A launcher (`npm start`, `npm run standalone`) that outlives the process that started it stops
// its server as if it had been sent SIGTERM. npm 11 exits on SIGTERM and its `sh -c` with it,
// without passing the signal on: `kill <npm's pid>` (a process manager that signals only the
// main process) left the launcher and its server running, orphaned, holding the port and the
// embedded database. The parent is looked at twice a second; a launcher started by the service
// manager itself (ExecStart=node …) has that one for good, so this never fires there.

/**
 * Calls `stop` once when this process's parent changes (it exited and the process was adopted).
 * @param {() => void} stop
 * @param {{ everyMs?: number, parentOf?: () => number }} [options]
 * @returns {() => void} stops watching
 */
export function stopWhenOrphaned(stop, { everyMs = 500, parentOf = () => process.ppid } = {}) {
  const parent = parentOf()
  const timer = setInterval(() => {
    if (parentOf() === parent) return
    clearInterval(timer)
    stop()
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
