// Fresh databases on a PostgreSQL server for the contract tests: each run (and each test that needs
// an empty database) gets its own, dropped afterwards, so a run never sees another's data and never
// touches the database DATABASE_URL names.
import crypto from 'node:crypto'
import pg from 'pg'

/** `url` with its database replaced by `name`. */
function databaseUrl(url, name) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Creates an empty database on the server of `url` (needs CREATEDB) and returns its URL. */
export async function createDatabase(url, prefix = 'loteria_contract') {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`
  await onServer(url, `create database ${name}`)
  return databaseUrl(url, name)
}

/** Drops a database made by createDatabase, through `serverUrl`; its servers must be stopped first. */
export async function dropDatabase(serverUrl, url) {
  const name = new URL(url).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop database ${name}`)
  await onServer(serverUrl, `drop database if exists ${name}`)
}
