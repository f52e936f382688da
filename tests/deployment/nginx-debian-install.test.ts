/**
 * deploy/nginx.conf installed on Debian 12's own nginx package exactly as docs/deploying.md says
 * (copied to sites-available/loteria, certificate paths set, linked into sites-enabled, the
 * `default` link removed), then `nginx -t`. The package's /etc/nginx is copied to a temporary
 * folder so that the machine's nginx is left alone; everything else (the cache folder, the
 * worker user, the log folder) is the machine's own. The shipped cache path was under
 * /var/cache/nginx, which Debian's package does not make, and `nginx -t` failed on a stock host.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureTool } from '../../scripts/lib/debian-tool.mjs'
import { makeSelfSignedCertificate } from '../support/servers/self-signed'

const nginx = ensureTool('nginx', 'nginx', 'the nginx install test')
const debian = fs.existsSync('/etc/nginx/nginx.conf') && fs.existsSync('/usr/bin/dpkg')
const describeDebian = nginx && debian ? describe : describe.skip

const SHIPPED = path.join(process.cwd(), 'deploy', 'nginx.conf')

/** The folder `proxy_cache_path` names in the shipped file. */
function cacheFolder(conf: string): string {
  const match = /^\s*proxy_cache_path\s+(\S+)/m.exec(conf)
  if (!match?.[1]) throw new Error('deploy/nginx.conf has no proxy_cache_path')
  return match[1]
}

describeDebian("deploy/nginx.conf on Debian's nginx, installed as docs/deploying.md says", () => {
  let prefix: string
  let cache: string
  let cacheExisted: boolean

  beforeAll(() => {
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-nginx-install-'))
    cache = cacheFolder(fs.readFileSync(SHIPPED, 'utf8'))
    cacheExisted = fs.existsSync(cache)
  })

  afterAll(() => {
    fs.rmSync(prefix, { recursive: true, force: true })
    // Left as a real install leaves it, unless this test made it.
    if (!cacheExisted) fs.rmSync(cache, { recursive: true, force: true })
  })

  it("keeps its cache in a folder that Debian's nginx package makes", () => {
    // Owned by an installed package: a stock host has it, whatever else this machine has made.
    const parent = path.dirname(cache)
    const owner = spawnSync('dpkg', ['-S', parent], { encoding: 'utf8' })
    expect(
      `${parent}: ${owner.status === 0 ? owner.stdout.trim() : 'no package makes it'}`,
    ).toMatch(/: nginx/)
  })

  it('passes `nginx -t`', () => {
    const etc = path.join(prefix, 'nginx')
    fs.cpSync('/etc/nginx', etc, { recursive: true, verbatimSymlinks: true })
    const main = path.join(etc, 'nginx.conf')
    fs.writeFileSync(main, fs.readFileSync(main, 'utf8').replaceAll('/etc/nginx/', `${etc}/`))
    makeSelfSignedCertificate(prefix)
    // The steps of docs/deploying.md: copy, set the certificate paths, link, remove `default`.
    const shipped = fs.readFileSync(SHIPPED, 'utf8')
    const site = shipped.replaceAll('/etc/letsencrypt/live/www.example.py/', `${prefix}/`)
    expect(site).not.toBe(shipped)
    const available = path.join(etc, 'sites-available', 'loteria')
    fs.writeFileSync(available, site)
    const enabled = path.join(etc, 'sites-enabled')
    fs.mkdirSync(enabled, { recursive: true })
    fs.symlinkSync(available, path.join(enabled, 'loteria'))
    fs.rmSync(path.join(enabled, 'default'), { force: true })

    const tested = spawnSync(nginx as string, ['-t', '-c', main], { encoding: 'utf8' })
    expect(tested.stderr).toContain('test is successful')
    expect(tested.status).toBe(0)
    expect(fs.statSync(cache).isDirectory()).toBe(true)
  })
})
