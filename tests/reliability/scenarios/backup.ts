/**
 * Backup and restore with the real commands: the production build takes ~200 orders (and keeps
 * taking more while `npm run db:backup` runs against its database and media folder), then
 * `npm run db:restore` loads the backup into a fresh database. Every order acknowledged before the
 * backup started must come back with its number, hash, total and lines; every restored order must
 * match its source; the media files must all be there.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { checkoutOf, createBenchBranch, LIFTED_LIMITS } from '@/bench/scenarios/benchFixtures'
import type { Manifest } from '@/ops/backup/archive'
import { E2E_ADMIN } from '@/tests/e2e/support/accounts'
import { run, startProductionServer } from '@/tests/support/productionServer'
import { createThrowawayDatabase } from '@/tests/support/throwawayDatabase'
import type { Scenario, ScenarioReport } from '../scenario'

const ORDERS_BEFORE_BACKUP = 200
const CONNECTIONS = 8

type StoredOrder = { uid: string; hash: string; gross: string; lines: number }

/** Places orders until `stop` says so or `count` are acknowledged; answers the acknowledged order numbers. */
async function placeOrders(baseUrl: string, branch: number, products: number[], count: number, stop = () => false): Promise<{ uids: string[]; refused: number }> {
  const uids: string[] = []
  let refused = 0
  let next = 0
  const worker = async () => {
    while (!stop() && next < count) {
      const lines = (next++ % 3) + 1
      const response = await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(checkoutOf(branch, products, lines)) })
      if (response.status === 201) uids.push(((await response.json()) as { uid: string }).uid)
      else refused++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  return { uids, refused }
}

async function storedOrders(databaseUrl: string): Promise<Map<string, StoredOrder>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<StoredOrder>(
      `SELECT o.uid, o.hash, o.totals_gross::text AS gross, (SELECT count(*)::int FROM orders_items i WHERE i._parent_id = o.id) AS lines FROM orders o`,
    )
    return new Map(rows.map((row) => [row.uid, row]))
  } finally {
    await client.end()
  }
}

function countFiles(root: string): number {
  return ['images', 'uploads'].reduce((sum, kind) => {
    const folder = path.join(root, kind)
    if (!fs.existsSync(folder)) return sum
    return sum + fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
  }, 0)
}

const euros = (amount: number) => `${amount.toLocaleString('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('de-AT', { maximumFractionDigits: 1 })} s`

async function backupAndRestore(): Promise<ScenarioReport> {
  const figures: string[] = []
  const failures: string[] = []
  const server = await startProductionServer({ ...LIFTED_LIMITS, SEED_ADMIN_PASSWORD: E2E_ADMIN.password })
  const target = await createThrowawayDatabase()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-backup-'))
  const backupDir = path.join(work, 'sicherung')
  const targetMedia = path.join(work, 'media')
  try {
    const { branch, products } = await createBenchBranch(server.baseUrl, E2E_ADMIN)
    const before = await placeOrders(server.baseUrl, branch, products, ORDERS_BEFORE_BACKUP)
    figures.push(`Bestellungen vor der Sicherung quittiert: ${before.uids.length} (abgelehnt: ${before.refused})`)
    if (before.uids.length !== ORDERS_BEFORE_BACKUP) failures.push(`nur ${before.uids.length} von ${ORDERS_BEFORE_BACKUP} Bestellungen angenommen`)

    // The shop keeps taking orders while the backup runs: its snapshot must still be consistent.
    let backingUp = true
    const during = placeOrders(server.baseUrl, branch, products, Number.MAX_SAFE_INTEGER, () => !backingUp)
    const backupStarted = Date.now()
    const backupCode = await run('npm', ['run', 'db:backup', '--', '--to', backupDir], { DATABASE_URL: server.databaseUrl, MEDIA_DIR: server.mediaDir })
    const backupMs = Date.now() - backupStarted
    backingUp = false
    const duringBackup = await during
    figures.push(`Bestellungen während der Sicherung quittiert: ${duringBackup.uids.length}`)
    if (backupCode !== 0) return { figures, failures: [...failures, `npm run db:backup endete mit Code ${backupCode}`] }

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest
    const backedUpOrders = manifest.tables.find((table) => table.schema === 'public' && table.name === 'orders')?.rows ?? 0
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    const bytes = manifest.tables.reduce((sum, table) => sum + table.bytes, manifest.media.bytes)
    figures.push(
      `Sicherung (npm run db:backup): ${manifest.tables.length} Tabellen, ${rows.toLocaleString('de-AT')} Zeilen, ${backedUpOrders} Bestellungen, ` +
        `${manifest.media.files} Mediendateien, ${(bytes / 1024 / 1024).toLocaleString('de-AT', { maximumFractionDigits: 1 })} MB, ${seconds(backupMs)}`,
    )

    const restoreStarted = Date.now()
    const restoreCode = await run('npm', ['run', 'db:restore', '--', backupDir], { DATABASE_URL: target.url, MEDIA_DIR: targetMedia })
    figures.push(`Wiederherstellung (npm run db:restore) in eine neue Datenbank: ${seconds(Date.now() - restoreStarted)}`)
    if (restoreCode !== 0) return { figures, failures: [...failures, `npm run db:restore endete mit Code ${restoreCode}`] }

    const [source, restored] = await Promise.all([storedOrders(server.databaseUrl), storedOrders(target.url)])
    const missing = before.uids.filter((uid) => !restored.has(uid))
    const differing = [...restored.values()].filter((order) => JSON.stringify(order) !== JSON.stringify(source.get(order.uid)))
    const withoutLines = [...restored.values()].filter((order) => order.lines === 0)
    const sum = (orders: Iterable<StoredOrder>) => [...orders].reduce((total, order) => total + Math.round(Number(order.gross) * 100), 0) / 100
    const sourceSum = sum([...restored.keys()].map((uid) => source.get(uid)).filter((order): order is StoredOrder => order !== undefined))
    figures.push(`Bestellungen wiederhergestellt: ${restored.size} (in der Sicherung: ${backedUpOrders}, Quelle jetzt: ${source.size})`)
    figures.push(`vor der Sicherung quittiert und wiedergefunden: ${before.uids.length - missing.length} von ${before.uids.length}`)
    figures.push(`abweichend (Nummer, Schlüssel, Summe, Positionen): ${differing.length}; ohne Positionen: ${withoutLines.length}`)
    figures.push(`Summe brutto wiederhergestellt: ${euros(sum(restored.values()))} (Quelle, dieselben Bestellungen: ${euros(sourceSum)})`)
    const restoredFiles = countFiles(targetMedia)
    figures.push(`Mediendateien wiederhergestellt: ${restoredFiles} von ${manifest.media.files}`)

    if (missing.length) failures.push(`${missing.length} quittierte Bestellungen fehlen nach der Wiederherstellung, z. B. ${missing[0]}`)
    if (restored.size !== backedUpOrders) failures.push(`${restored.size} Bestellungen wiederhergestellt, die Sicherung hält ${backedUpOrders}`)
    if (differing.length) failures.push(`${differing.length} Bestellungen weichen von der Quelle ab, z. B. ${differing[0].uid}`)
    if (withoutLines.length) failures.push(`${withoutLines.length} Bestellungen ohne Positionen`)
    if (sum(restored.values()) !== sourceSum) failures.push('die Summen der Bestellungen weichen ab')
    if (restoredFiles !== manifest.media.files) failures.push(`${restoredFiles} von ${manifest.media.files} Mediendateien wiederhergestellt`)
    return { figures, failures }
  } finally {
    await server.stop()
    await target.drop()
    fs.rmSync(work, { recursive: true, force: true })
  }
}

const scenario: Scenario = {
  name: 'backup',
  title: 'Sicherung und Wiederherstellung: jede quittierte Bestellung kommt aus der Sicherung zurück',
  run: backupAndRestore,
}

export default scenario
