// RSS 2.0 of the latest results (/resultados/feed.xml), for sites that republish them.

interface FeedItem {
  title: string
  link: string
  /** The draw's date: the result is published when the draw ends. */
  date: Date
  description: string
}

export interface Feed {
  title: string
  description: string
  /** The page the feed stands for. */
  link: string
  /** The feed's own address (atom:link rel="self"). */
  self: string
  items: FeedItem[]
}

/** Text as XML character data; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

export function buildRss(feed: Feed): string {
  const newest = feed.items[0]?.date
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', item.date.toUTCString()),
      element('description', item.description),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('language', 'es-PY'),
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', newest.toUTCString()) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
