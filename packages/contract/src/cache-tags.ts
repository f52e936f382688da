// The site's cache tags (docs/architecture.md §7). The backend names them too: an answer that
// changes public pages (a draw run, a result published) lists them in REVALIDATE_TAGS_HEADER and
// the site's /servicios face expires them.

export const TAGS = {
  content: 'content',
  draws: 'draws',
  winners: 'winners',
} as const
export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

export const REVALIDATE_TAGS_HEADER = 'x-revalidate-tags'

/** The header's value: the tags, comma-separated. */
export const revalidateTags = (...tags: CacheTag[]) => ({
  [REVALIDATE_TAGS_HEADER]: tags.join(','),
})

const KNOWN = new Set<string>(Object.values(TAGS))

/** The known tags a header names; anything else is ignored. */
export function tagsOfHeader(value: string | null): CacheTag[] {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag): tag is CacheTag => KNOWN.has(tag))
}
