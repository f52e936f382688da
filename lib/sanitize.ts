import 'server-only'
import sanitizeHtml from 'sanitize-html'
import { bindAmounts } from '@/lib/text/bind-amounts'

// Backend HTML (pages, FAQ answers, descriptions) is cleaned before rendering: no scripts, no
// event handlers, no javascript: URLs; links to other sites open safely.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'figure',
    'figcaption',
    'sup',
    'sub',
    'abbr',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    table: ['tabindex'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Headings inside content never compete with the page's own h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs, loading: 'lazy' } }),
    // A table wider than a phone scrolls inside its own box (rich-text.module.css): focusable, so
    // a keyboard can scroll it too. Whatever tabindex the backend sent is replaced.
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
  },
  // An amount never breaks between "Gs." and its digits (the reglamento's tables on a phone).
  textFilter: (text) => bindAmounts(text),
}

export function sanitize(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', OPTIONS)
}

/** Plain text of backend HTML, for metadata descriptions. */
export function toPlainText(html: string | null | undefined, maxLength = 160): string {
  const text = sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}
