#!/usr/bin/env node
// A plain static file server for the benchmark's baseline: serves one folder, nothing else.
// Usage: node scripts/lib/static-server.mjs <folder> <port>
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const [folder, port] = process.argv.slice(2)
const root = path.resolve(folder ?? '.')

http
  .createServer((request, response) => {
    const name =
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') ||
      'index'
    const file = path.join(root, `${name.replace(/\//g, '_')}.html`)
    if (!file.startsWith(root) || !fs.existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    fs.createReadStream(file).pipe(response)
  })
  .listen(Number(port) || 3499, '127.0.0.1')
