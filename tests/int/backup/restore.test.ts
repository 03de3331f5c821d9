import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { backgroundWorkSettled } from '@/src/server/jobs/background'
import { createBackup, type BackupResult } from '@/ops/backup/createBackup'
import { restoreBackup, type RestoreResult } from '@/ops/backup/restoreBackup'
import { createThrowawayDatabase, type ThrowawayDatabase } from '@/tests/support/throwawayDatabase'
import { orderApi } from '../ordering/client'
import { createOrderingWorld, takeawayCheckout, type OrderingWorld } from '../ordering/fixtures'
import { startSecondApiProcess } from '../support/secondApiProcess'
import { startTestPayload, type TestContext } from '../support/testPayload'
import { placeSampleOrders, type SampleOrder, type SampleUpload } from './sampleOrders'

let context: TestContext
let world: OrderingWorld
let samples: { orders: SampleOrder[]; upload: SampleUpload }
let workDir: string
let backup: BackupResult
let target: ThrowawayDatabase
let targetMedia: string
let restored: RestoreResult

const PART_UID = `SV-${Date.now().toString(36)}`
const sourceUrl = () => process.env.DATABASE_URL!
const sourceMedia = () => process.env.MEDIA_DIR!

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

/** Every order and every order line as stored, all columns. */
const allOrders = (url: string) => query(url, 'SELECT to_jsonb(o) AS row FROM orders o ORDER BY id')
const allItems = (url: string) => query(url, 'SELECT to_jsonb(i) AS row FROM orders_items i ORDER BY _parent_id, _order')

beforeAll(async () => {
  context = await startTestPayload()
  world = await createOrderingWorld(context.payload)
  samples = await placeSampleOrders(context, world, orderApi(context))
  // A part of the parts shop, whose search document the restore must rebuild.
  await context.payload.create({ collection: 'products', data: { name: 'Sicherungsventil', uid: PART_UID, catalogue: 'parts', unit: 'amount', price: 48, isEnabled: true }, depth: 0, overrideAccess: true })
  // Notifications update their orders after the answer: the source is left as it is from here on.
  await backgroundWorkSettled()
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
  backup = await createBackup({ databaseUrl: sourceUrl(), mediaRoot: sourceMedia(), folder: path.join(workDir, 'sicherung') })
  target = await createThrowawayDatabase()
  targetMedia = path.join(workDir, 'media')
  restored = await restoreBackup({ folder: backup.folder, databaseUrl: target.url, mediaRoot: targetMedia, force: false })
}, 240_000)

afterAll(async () => {
  await target?.drop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
  await context.close()
})

describe('a backup restored into a fresh database', () => {
  it('the manifest names the product, the applied migrations and every table with its rows', async () => {
    const { manifest } = backup
    expect(manifest.product).toEqual({ name: 'gastro-commerce', version: expect.any(String) })
    const migrations = await query<{ name: string }>(sourceUrl(), 'SELECT name FROM payload_migrations ORDER BY id')
    expect(manifest.migrations).toEqual(migrations.map((row) => row.name))
    const orders = manifest.tables.find((table) => table.schema === 'public' && table.name === 'orders')
    const [{ count }] = await query<{ count: string }>(sourceUrl(), 'SELECT count(*) FROM orders')
    expect(orders?.rows).toBe(Number(count))
    expect(orders!.rows).toBeGreaterThanOrEqual(samples.orders.length)
    // Derived search documents and transient rate-limit windows are not backed up.
    expect(manifest.tables.map((table) => table.schema)).not.toContain('app_search')
    expect(restored.rows).toBe(manifest.tables.reduce((sum, table) => sum + table.rows, 0))
  })

  it('finds every order with all its columns and lines, as stored in the source', async () => {
    const [sourceOrders, targetOrders] = await Promise.all([allOrders(sourceUrl()), allOrders(target.url)])
    expect(targetOrders.length).toBe(sourceOrders.length)
    expect(targetOrders).toEqual(sourceOrders)
    expect(await allItems(target.url)).toEqual(await allItems(sourceUrl()))
  })

  it('each sample order keeps its number, hash, total, lines and customer', async () => {
    const rows = await query<{ uid: string; hash: string; gross: string; items: string[]; customer: string | null }>(
      target.url,
      `SELECT o.uid, o.hash, o.totals_gross::text AS gross, array_agg(i.name ORDER BY i._order) AS items, c.company_name AS customer
       FROM orders o JOIN orders_items i ON i._parent_id = o.id LEFT JOIN customers c ON c.id = o.customer_id
       WHERE o.uid = ANY ('{${samples.orders.map((order) => order.uid).join(',')}}') GROUP BY o.id, c.company_name`,
    )
    for (const sample of samples.orders) {
      const row = rows.find((candidate) => candidate.uid === sample.uid)
      expect({ uid: row?.uid, hash: row?.hash, gross: Number(row?.gross), items: row?.items }).toEqual(sample)
    }
    expect(rows.filter((row) => row.customer === 'Sicherung GmbH')).toHaveLength(1)
  })

  it('copies the uploaded files back, byte for byte', () => {
    const file = (root: string) => path.join(root, 'uploads', samples.upload.filename)
    expect(fs.readFileSync(file(targetMedia))).toEqual(fs.readFileSync(file(sourceMedia())))
    expect(backup.manifest.media.files).toBeGreaterThanOrEqual(1)
  })

  it('rebuilds the search documents and puts every foreign key and trigger back', async () => {
    const checks = `SELECT (SELECT count(*) FROM app_search.products) AS documents,
                           (SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace) AS keys,
                           (SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'D') AS triggers`
    expect(await query(target.url, checks)).toEqual(await query(sourceUrl(), checks))
    const found = await query(target.url, `SELECT name FROM app_search.products WHERE uid = '${PART_UID}' AND document @@ to_tsquery('german', 'sicherungsventil')`)
    expect(found).toEqual([{ name: 'Sicherungsventil' }])
  })

  it('serves the restored orders and takes new ones (sequences are reset)', async () => {
    const api = await startSecondApiProcess({ DATABASE_URL: target.url, MEDIA_DIR: targetMedia, ORDER_RATE_LIMIT: '10000' })
    try {
      const [sample] = samples.orders
      const status = await fetch(`${api.url}/orders/public/${sample.uid}/${sample.hash}`)
      expect(status.status).toBe(200)
      expect(await status.json()).toMatchObject({ uid: sample.uid })

      const [{ max }] = await query<{ max: number }>(target.url, 'SELECT max(id) AS max FROM orders')
      const placed = await fetch(`${api.url}/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(takeawayCheckout(world)) })
      expect(placed.status).toBe(201)
      const { uid } = (await placed.json()) as { uid: string }
      const [created] = await query<{ id: number; gross: string }>(target.url, `SELECT id, totals_gross::text AS gross FROM orders WHERE uid = '${uid}'`)
      expect(created.id).toBeGreaterThan(max)
      expect(Number(created.gross)).toBe(12.9)
    } finally {
      await api.stop()
    }
  }, 120_000)
})

describe('restore refuses', () => {
  it('a target that already holds orders, leaving it untouched', async () => {
    const before = await allOrders(target.url)
    await expect(restoreBackup({ folder: backup.folder, databaseUrl: target.url, mediaRoot: targetMedia, force: false })).rejects.toThrow(
      `Die Zieldatenbank enthält bereits ${before.length.toLocaleString('de-AT')} Bestellungen. ` +
        'Wiederherstellen nur in eine leere Datenbank – oder mit --force, das alle Daten der Zieldatenbank durch die der Sicherung ersetzt.',
    )
    expect(await allOrders(target.url)).toEqual(before)
  })

  it('a damaged backup before touching the target', async () => {
    const damaged = path.join(workDir, 'beschaedigt')
    fs.cpSync(backup.folder, damaged, { recursive: true })
    const orders = backup.manifest.tables.find((table) => table.name === 'orders')!
    fs.appendFileSync(path.join(damaged, orders.file), 'x')
    await expect(restoreBackup({ folder: damaged, databaseUrl: target.url, mediaRoot: targetMedia, force: true })).rejects.toThrow(
      `Die Sicherung ist beschädigt: ${orders.file} stimmt nicht mit der Prüfsumme überein.`,
    )
  })

  it('a backup of a newer version, whose migrations this one does not know', async () => {
    const newer = path.join(workDir, 'neuer')
    fs.cpSync(backup.folder, newer, { recursive: true })
    const manifest = { ...backup.manifest, product: { ...backup.manifest.product, version: '9.0.0' }, migrations: [...backup.manifest.migrations, '20991231_000000_future'] }
    fs.writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify(manifest))
    const empty = await createThrowawayDatabase()
    try {
      await expect(restoreBackup({ folder: newer, databaseUrl: empty.url, mediaRoot: targetMedia, force: true })).rejects.toThrow(
        'Die Sicherung stammt von einer neueren Programmversion (9.0.0); diese Version kennt die Migration 20991231_000000_future nicht.',
      )
      expect(await query(empty.url, "SELECT to_regclass('public.orders') AS orders")).toEqual([{ orders: null }])
    } finally {
      await empty.drop()
    }
  }, 120_000)

  it('a target whose schema is newer than the backup’s, even with --force', async () => {
    await query(target.url, "INSERT INTO payload_migrations (name, batch, updated_at, created_at) VALUES ('20991231_000000_future', 99, now(), now())")
    try {
      await expect(restoreBackup({ folder: backup.folder, databaseUrl: target.url, mediaRoot: targetMedia, force: true })).rejects.toThrow(
        'Die Zieldatenbank hat einen neueren Stand als die Sicherung (Migration 20991231_000000_future).',
      )
    } finally {
      await query(target.url, "DELETE FROM payload_migrations WHERE name = '20991231_000000_future'")
    }
  })

  it('an incomplete folder (no manifest)', async () => {
    const empty = fs.mkdtempSync(path.join(workDir, 'leer-'))
    await expect(restoreBackup({ folder: empty, databaseUrl: target.url, mediaRoot: targetMedia, force: false })).rejects.toThrow(
      `In ${empty} liegt keine vollständige Sicherung (manifest.json fehlt).`,
    )
  })
})

describe('restore with --force', () => {
  it('replaces the data of a target that has orders with the backup’s', async () => {
    await query(target.url, "UPDATE orders SET first_name = 'Überschrieben'")
    const result = await restoreBackup({ folder: backup.folder, databaseUrl: target.url, mediaRoot: targetMedia, force: true })
    expect(result.rows).toBe(restored.rows)
    expect(await allOrders(target.url)).toEqual(await allOrders(sourceUrl()))
  }, 120_000)
})
