import { applySetCookies, cookieHeader } from '@/lib/backend/cookies'

describe('backend cookies kept in the site session', () => {
  it('adds and replaces cookies from Set-Cookie headers', () => {
    const next = applySetCookies({ JSESSIONID: 'old' }, [
      'JSESSIONID=new; Path=/; HttpOnly',
      'XSRF-TOKEN=abc123; Path=/',
    ])
    expect(next).toEqual({ JSESSIONID: 'new', 'XSRF-TOKEN': 'abc123' })
  })

  it('removes cookies the backend expires', () => {
    const next = applySetCookies({ JSESSIONID: 'x', 'XSRF-TOKEN': 'y' }, [
      'JSESSIONID=; Max-Age=0; Path=/',
      'XSRF-TOKEN=y; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ])
    expect(next).toEqual({})
  })

  it('writes a Cookie header', () => {
    expect(cookieHeader({ a: '1', b: '2' })).toBe('a=1; b=2')
  })
})
