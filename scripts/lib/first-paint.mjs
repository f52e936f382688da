// What a page's HTML makes the browser fetch before it can paint: the stylesheets (render-blocking),
// the fonts it preloads (Chromium holds the first frame for a preloaded font) and the scripts that
// stop the parser. Under Lighthouse any of them before the first paint lets the page's scripts
// finish first, and their download and evaluation then count in its simulated LCP
// (docs/benchmarks.md, "Lighthouse"). `npm run bench` judges them against bench/budgets.json, a
// deterministic stand-in for Lighthouse that CI can afford.

const attribute = (tag, name) =>
  new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag)

const value = (tag, name) => {
  const match = attribute(tag, name)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined
}

/** A stylesheet the browser waits for: not disabled, not for print only. */
const blocksRendering = (tag) =>
  value(tag, 'disabled') === undefined && !/^\s*print\s*$/i.test(value(tag, 'media') ?? 'all')

/**
 * The requests that stand before the first paint. `html`: the page as served. Content inside
 * <noscript> is skipped (the browser ignores it when scripts run).
 */
export function firstPaintRequests(html) {
  const page = html.replace(/<noscript[\s\S]*?<\/noscript>/gi, '')
  const head = /<head[\s\S]*?<\/head>/i.exec(page)?.[0] ?? ''
  const links = page.match(/<link\b[^>]*>/gi) ?? []
  const relIs = (tag, rel) => (value(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes(rel)
  const stylesheets = links
    .filter((tag) => relIs(tag, 'stylesheet') && blocksRendering(tag))
    .map((tag) => value(tag, 'href') ?? '')
  const fontPreloads = links
    .filter((tag) => relIs(tag, 'preload') && value(tag, 'as') === 'font')
    .map((tag) => value(tag, 'href') ?? '')
  const parserBlockingScripts = (head.match(/<script\b[^>]*>/gi) ?? [])
    .filter(
      (tag) =>
        value(tag, 'src') !== undefined &&
        value(tag, 'async') === undefined &&
        value(tag, 'defer') === undefined &&
        value(tag, 'type') !== 'module' &&
        value(tag, 'nomodule') === undefined,
    )
    .map((tag) => value(tag, 'src') ?? '')
  const inlineStyleBytes = (page.match(/<style\b[^>]*>[\s\S]*?<\/style>/gi) ?? []).reduce(
    (sum, style) => sum + Buffer.byteLength(style),
    0,
  )
  return {
    stylesheets,
    fontPreloads,
    parserBlockingScripts,
    inlineStyleBytes,
    /** How many requests the first paint waits for. */
    blocking: stylesheets.length + fontPreloads.length + parserBlockingScripts.length,
  }
}
