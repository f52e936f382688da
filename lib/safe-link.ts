// A link URL that came from the backend (banner buttons): only http(s) addresses and same-site
// paths pass; anything else (`javascript:`, `data:`, `//host`, `/\host`, garbage) becomes '' and
// the button is not shown. Filtered on the server, where the backend's answer is parsed.

export function safeLinkUrl(value: string): string {
  const link = value.trim()
  if (link === '') return ''
  if (link.startsWith('/')) {
    if (link.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(link)) return ''
    try {
      return new URL(link, 'http://same.site').origin === 'http://same.site' ? link : ''
    } catch {
      return ''
    }
  }
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : ''
  } catch {
    return ''
  }
}
