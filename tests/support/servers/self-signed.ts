import { spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * A self-signed certificate for www.example.py in `folder` (privkey.pem, fullchain.pem): what a
 * real host gets from Let's Encrypt, for the nginx of deploy/ in the deployment tests.
 */
export function makeSelfSignedCertificate(folder: string): void {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=www.example.py',
      '-keyout',
      path.join(folder, 'privkey.pem'),
      '-out',
      path.join(folder, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`)
}
