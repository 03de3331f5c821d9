import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import { qualifiedName } from './catalog'

type TableColumns = { schema: string; name: string; columns: string[] }

const copyTarget = (table: TableColumns) => `${qualifiedName(table.schema, table.name)} (${table.columns.map((column) => pg.escapeIdentifier(column)).join(', ')})`

/**
 * Streams a table into a gzip file in COPY's text format (the same on every PostgreSQL version),
 * answering its row count, the file's size and its SHA-256.
 */
export async function copyTableOut(client: pg.ClientBase, table: TableColumns, file: string): Promise<{ rows: number; bytes: number; sha256: string }> {
  const source = client.query(copyTo(`COPY ${copyTarget(table)} TO STDOUT`))
  const hash = createHash('sha256')
  let bytes = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  await pipeline(source, createGzip(), measure, fs.createWriteStream(file))
  return { rows: source.rowCount, bytes, sha256: hash.digest('hex') }
}

/** Streams a gzip file of copyTableOut into the table's columns, answering the rows loaded. */
export async function copyTableIn(client: pg.ClientBase, table: TableColumns, file: string): Promise<number> {
  const target = client.query(copyFrom(`COPY ${copyTarget(table)} FROM STDIN`))
  await pipeline(fs.createReadStream(file), createGunzip(), target)
  return target.rowCount
}
