/** @jest-environment node */
/**
 * The start-up messages of DATABASE_URL: short, in Spanish, naming the server without ever
 * echoing the password, and saying why (even when Node reports a refused `localhost` as an
 * AggregateError without a message).
 */
import { describeUrl, notPrepared, unreachable } from '../../src/db/postgres-errors'

const URL_WITH_PASSWORD = 'postgres://loteria:s3cr3t@db.example.py:6543/sorteos'

function refused(address: string) {
  return Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: 'ECONNREFUSED' })
}

describe('DATABASE_URL start-up messages', () => {
  it('names host, port and database, never the user or the password', () => {
    expect(describeUrl(URL_WITH_PASSWORD)).toBe('db.example.py:6543/sorteos')
    expect(describeUrl('postgres://localhost/loteria')).toBe('localhost:5432/loteria')
    expect(describeUrl('no es una dirección')).toBe('(dirección no válida)')
  })

  it('says why the server could not be reached', () => {
    const error = unreachable(
      URL_WITH_PASSWORD,
      new AggregateError([refused('::1:6543'), refused('127.0.0.1:6543')]),
    )
    expect(error.message).toBe(
      'No se pudo conectar a PostgreSQL en db.example.py:6543/sorteos (DATABASE_URL): ' +
        'connect ECONNREFUSED ::1:6543. Revise que el servidor esté en marcha y que la ' +
        'dirección, el usuario y la contraseña sean correctos.',
    )
    expect(error.message).not.toContain('s3cr3t')
  })

  it('gives the database’s reason when migrating or seeding fails, not the failed SQL', () => {
    const cause = new Error('permission denied for schema public')
    const wrapped = new Error('Failed query: create table "users" (...)', { cause })
    expect(notPrepared(URL_WITH_PASSWORD, wrapped).message).toBe(
      'No se pudieron aplicar las migraciones o los datos iniciales en PostgreSQL ' +
        'db.example.py:6543/sorteos (DATABASE_URL): permission denied for schema public.',
    )
  })
})
