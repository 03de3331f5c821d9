/**
 * `npm run bench:imports [-- Anzahl]`: the product import's throughput. Imports 20,000 generated
 * parts (or Anzahl) the way a large upload runs: as the background job of POST
 * /custom/upload-products, in batches of one transaction each, on a throw-away database (the
 * server of TEST_DATABASE_URL, or an embedded PostgreSQL). Then imports the same rows again (all
 * unchanged) and prints products per second for both; results go to bench/results/. Not part of
 * `npm test` or `npm run bench` (it needs no build).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'

import { partsCatalogueSpecs } from '@/seed/partsCatalogue/catalogue'
import { type GeneratedPart, generateCatalogue } from '@/bench/catalogueGenerator/variants'
import { createThrowawayDatabase } from '../tests/support/throwawayDatabase'

const COUNT = Number(process.argv[2] || 20_000)

/**
 * A generated part as the ERP's JSON export would carry it, within the 20 MB of one request (20,000
 * parts with their long descriptions would be 37 MB): without the description, and without the
 * accessories, which name demo parts.
 */
const importRow = (part: GeneratedPart) => ({
  uid: part.uid,
  name: part.name,
  shortDescription: part.short,
  materialGroup: part.group,
  categories: part.categories,
  attributes: part.attributes,
  price: part.price,
  tax: 20,
  isPriceHidden: part.isPriceHidden,
  isEnabled: part.isEnabled,
  isPublic: part.isPublic,
  unit: part.unit,
  minimumQuantity: part.minimumQuantity,
  quantityStepSize: part.quantityStepSize,
  mkz: part.mkz,
  weight: part.weight,
  discounts: part.discounts,
})

/** Runs one import as its job and answers seconds and the import's record. */
async function timedImport(payload: Payload, products: unknown[]) {
  const { queueProductImport } = await import('@/src/server/imports/importJob')
  const user = await payload.create({ collection: 'users', data: { email: `bench-${Date.now()}@example.at`, password: 'geheim123', roles: ['ROLE_ADMIN'] }, depth: 0, overrideAccess: true })
  const started = performance.now()
  const queued = await queueProductImport(payload, user, products, false)
  await payload.jobs.run({ queue: 'imports', limit: 1 })
  const seconds = (performance.now() - started) / 1000
  const record = await payload.findByID({ collection: 'product-imports', id: queued.import, depth: 0, overrideAccess: true, select: { status: true, created: true, updated: true, unchanged: true, rejectedCount: true, batchCount: true } })
  return { seconds, record }
}

async function main(): Promise<number> {
  const database = await createThrowawayDatabase()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-'))
  Object.assign(process.env, { DATABASE_URL: database.url, MEDIA_DIR: mediaDir, PAYLOAD_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrations } = await import('@/src/migrations')
  const payload = await getPayload({ config, cron: false })
  try {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const products = [...generateCatalogue(partsCatalogueSpecs(), COUNT, 1)].map(importRow)
    const bytes = Buffer.byteLength(JSON.stringify({ products }))
    console.log(`${COUNT.toLocaleString('de-AT')} Produkte, ${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB JSON`)
    const rows: Record<string, string | number>[] = []
    for (const label of ['Erstimport (anlegen)', 'Wiederholung (unverändert)']) {
      const { seconds, record } = await timedImport(payload, products)
      rows.push({
        Lauf: label, Status: record.status, Stapel: record.batchCount ?? 0, Neu: record.created ?? 0, Geändert: record.updated ?? 0,
        Unverändert: record.unchanged ?? 0, Abgelehnt: record.rejectedCount ?? 0, Sekunden: Math.round(seconds * 10) / 10, 'Produkte/s': Math.round(COUNT / seconds),
      })
      console.table([rows[rows.length - 1]])
    }
    const file = path.join('bench', 'results', `imports-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ count: COUNT, bytes, rows }, null, 2))
    console.log(`Ergebnisse: ${file}`)
    return 0
  } finally {
    const { closePayload } = await import('@/ops/closePayload')
    await closePayload(payload)
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

main().then((code) => process.exit(code), (error) => {
  console.error(error)
  process.exit(1)
})
