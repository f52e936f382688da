// The benchmark's budgets (bench/budgets.json): per page, the least ratio of `next start`'s
// throughput to a static server's on the same bytes, the most HTML and JavaScript bytes, the most
// CSS bytes its first paint waits for and the most requests before that paint
// (scripts/lib/first-paint.mjs). A page without a ratio is weighed only.

/**
 * The broken budgets, as sentences. `rows`: [{ page, ratio?, 'HTML bytes', 'JS bytes',
 * 'first-paint CSS bytes'?, 'requests before paint'? }]; a ratio fails below
 * budget × (1 − tolerance), bytes and requests fail above their budget.
 */
export function checkBudgets(rows, budgets) {
  const tolerance = budgets.tolerance ?? 0.25
  const failures = []
  for (const row of rows) {
    const budget = budgets.pages[row.page]
    if (!budget) {
      failures.push(`${row.page}: no budget in bench/budgets.json`)
      continue
    }
    if (budget.ratio !== undefined) {
      const floor = budget.ratio * (1 - tolerance)
      if (row.ratio === undefined || row.ratio < floor)
        failures.push(
          `${row.page}: next start at ${row.ratio} × the static server, below ${floor.toFixed(4)} (budget ${budget.ratio} less ${tolerance * 100} %)`,
        )
    }
    if (row['HTML bytes'] > budget.htmlBytes)
      failures.push(`${row.page}: HTML ${row['HTML bytes']} bytes, budget ${budget.htmlBytes}`)
    if (row['JS bytes'] > budget.jsBytes)
      failures.push(`${row.page}: JavaScript ${row['JS bytes']} bytes, budget ${budget.jsBytes}`)
    const css = row['first-paint CSS bytes']
    if (budget.cssBytes !== undefined && (css === undefined || css > budget.cssBytes))
      failures.push(`${row.page}: first-paint CSS ${css} bytes, budget ${budget.cssBytes}`)
    const blocking = row['requests before paint']
    if (
      budget.blockingRequests !== undefined &&
      (blocking === undefined || blocking > budget.blockingRequests)
    )
      failures.push(
        `${row.page}: ${blocking} requests before the first paint, budget ${budget.blockingRequests}`,
      )
  }
  return failures
}
