// The benchmark's budgets (bench/budgets.json): per page, the least ratio of `next start`'s
// throughput to a static server's on the same bytes, and the most HTML and JavaScript bytes.

/**
 * The broken budgets, as sentences. `rows`: [{ page, ratio, 'HTML bytes', 'JS bytes' }];
 * a ratio fails below budget × (1 − tolerance), bytes fail above their budget.
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
    const floor = budget.ratio * (1 - tolerance)
    if (row.ratio < floor)
      failures.push(
        `${row.page}: next start at ${row.ratio} × the static server, below ${floor.toFixed(4)} (budget ${budget.ratio} less ${tolerance * 100} %)`,
      )
    if (row['HTML bytes'] > budget.htmlBytes)
      failures.push(`${row.page}: HTML ${row['HTML bytes']} bytes, budget ${budget.htmlBytes}`)
    if (row['JS bytes'] > budget.jsBytes)
      failures.push(`${row.page}: JavaScript ${row['JS bytes']} bytes, budget ${budget.jsBytes}`)
  }
  return failures
}
