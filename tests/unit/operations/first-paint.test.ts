import { firstPaintRequests } from '@/scripts/lib/first-paint.mjs'

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('the requests before a page can paint', () => {
  it('counts the stylesheets, the preloaded fonts and the scripts that stop the parser', () => {
    const requests = firstPaintRequests(
      page(
        '<link rel="preload" href="/f.woff2" as="font" crossorigin="" type="font/woff2"/>' +
          '<link rel="stylesheet" href="/a.css" data-precedence="next"/>' +
          '<script src="/sync.js"></script>' +
          '<script src="/async.js" async=""></script>' +
          '<script src="/module.js" type="module"></script>' +
          '<link rel="preload" as="script" href="/later.js"/>',
      ),
    )
    expect(requests).toEqual({
      stylesheets: ['/a.css'],
      fontPreloads: ['/f.woff2'],
      parserBlockingScripts: ['/sync.js'],
      inlineStyleBytes: 0,
      blocking: 3,
    })
  })

  it('skips what only a browser without scripts reads, and print-only or disabled sheets', () => {
    const requests = firstPaintRequests(
      page(
        '<noscript><link rel="stylesheet" href="/api/cookies/estilo"></noscript>' +
          '<link rel="stylesheet" href="/print.css" media="print">' +
          '<link rel="stylesheet" href="/off.css" disabled>',
      ),
    )
    expect(requests.stylesheets).toEqual([])
    expect(requests.blocking).toBe(0)
  })

  it('weighs the inline styles, which cost no request', () => {
    const style = '<style>body{margin:0}</style>'
    const requests = firstPaintRequests(page(style, '<p>hola</p>'))
    expect(requests.inlineStyleBytes).toBe(style.length)
    expect(requests.blocking).toBe(0)
  })
})
