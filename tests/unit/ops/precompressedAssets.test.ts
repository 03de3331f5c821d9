import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { acceptsBrotli, precompressBuildAssets, precompressedAssets } from '@/ops/server/precompressedAssets'

describe('acceptsBrotli: the Accept-Encoding header', () => {
  it.each<[string | undefined, boolean]>([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, br; q=0.000', false],
    ['gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected)
  })
})

describe('precompressedAssets: the build scripts go out as Brotli to browsers that take it', () => {
  const script = 'console.log("Grüß Gott");\n'.repeat(200)
  let dir = ''
  let server: http.Server
  let base = ''

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'))
    fs.mkdirSync(path.join(dir, 'chunks'))
    fs.writeFileSync(path.join(dir, 'chunks', 'app.js'), script)
    fs.writeFileSync(path.join(dir, 'chunks', 'app.css'), 'body{color:red}')
    fs.writeFileSync(path.join(dir, 'chunks', 'font.woff2'), 'binary')
    expect(await precompressBuildAssets(dir)).toBe(2)
    const send = precompressedAssets(dir)
    server = http.createServer((req, res) => {
      if (send(req, res)) return
      res.statusCode = 299
      res.end('next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, encoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}${url}`, { method, headers: { 'Accept-Encoding': encoding } }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
        })
        .on('error', reject)
        .end()
    })

  it('writes a .br copy of scripts and styles only', () => {
    expect(fs.existsSync(path.join(dir, 'chunks', 'app.js.br'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'chunks', 'app.css.br'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'chunks', 'font.woff2.br'))).toBe(false)
  })

  it('answers a script with its Brotli copy, typed, cached for a year', async () => {
    const answer = await get('/_next/static/chunks/app.js?dpl=1', 'gzip, deflate, br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 10)
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/_next/static/chunks/app.css', 'br', 'HEAD')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(answer.body.length).toBe(0)
  })

  it.each<[string, string]>([
    ['a browser without Brotli', '/_next/static/chunks/app.js|gzip'],
    ['a file without a copy', '/_next/static/chunks/font.woff2|br'],
    ['the copy asked for by its own name', '/_next/static/chunks/app.js.br|br'],
    ['a file outside the build folder', '/app.js|br'],
    ['an unknown file', '/_next/static/chunks/other.js|br'],
  ])('leaves %s to Next.js', async (_, request) => {
    const [url = '', encoding = ''] = request.split('|')
    expect((await get(url, encoding)).status).toBe(299)
  })
})
