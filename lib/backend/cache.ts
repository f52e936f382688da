import 'server-only'
import { revalidateTag, unstable_cache } from 'next/cache'
import { TAGS, type CacheTag } from '@loteria/contract'
import { forgetRememberedPages } from '@/lib/page-microcache.mjs'
import { weekChanged } from '@/lib/draws/week-gate.mjs'

// Cache lifetimes (docs/architecture.md §7) of the contract's tags. The cache sits on the
// getter, not on fetch, so it works the same over HTTP and in-process.
export { TAGS, type CacheTag }

const LIFETIME: Record<CacheTag, number> = {
  content: 300,
  draws: 60,
  winners: 300,
}

export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  key: string,
  tag: CacheTag,
): (...args: Args) => Promise<Result> {
  return unstable_cache(fn, [key], { tags: [tag], revalidate: LIFETIME[tag] })
}

/**
 * Expires a tag at once (a new result, new content): the next visitor gets a fresh page, not
 * the stale one, and not the copy this process remembers for a second (lib/page-microcache.mjs).
 */
export function expireNow(tag: CacheTag): void {
  revalidateTag(tag, { expire: 0 })
  forgetRememberedPages()
  if (tag === TAGS.draws) weekChanged()
}
