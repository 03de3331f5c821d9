/**
 * `npm run seed:catalogue -- [Anzahl] [--seed=Zahl]`: fills the database of DATABASE_URL with
 * generated parts-shop products for benchmarks of the catalogue search (default 100 000, seed 1),
 * variants of the demo parts catalogue (see variants.ts). A run replaces the products of the
 * previous run: they are recognised by the '/' in their material number (see generatedUid.ts).
 * Writes with bulk SQL and the search triggers off, then rebuilds the search documents once.
 * Needs the migrated schema and a superuser connection (development and benchmark databases only).
 */
import pg from 'pg'

import { CHANGE_CHANNEL } from '@/src/server/cache/changeFeed'

import { partsCatalogueSpecs } from '@/seed/partsCatalogue/catalogue'
import { writeCatalogue } from './writeCatalogue'

const DEFAULT_COUNT = 100_000
const DEFAULT_SEED = 1
const BATCH_SIZE = 2_000
/** Progress is printed every this many products. */
const PROGRESS_STEP = 20_000

const TOUCHED_TABLES = ['products', 'products_categories', 'products_attributes', 'products_attributes_values', 'products_discounts', 'products_config_parts', 'products_rels']
  .map((table) => `public.${table}`)

const number = new Intl.NumberFormat('de-DE')
const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1).replace('.', ',')} s`

type Arguments = { count: number; seed: number }

function parseArguments(args: string[]): Arguments | string {
  let count = DEFAULT_COUNT
  let seed = DEFAULT_SEED
  for (const arg of args) {
    const seedValue = /^--seed=(-?\d+)$/.exec(arg)?.[1]
    if (seedValue !== undefined) seed = Number(seedValue)
    else if (/^\d+$/.test(arg) && Number(arg) > 0) count = Number(arg)
    else return `Unbekanntes Argument "${arg}". Aufruf: npm run seed:catalogue -- [Anzahl] [--seed=Zahl]`
  }
  return { count, seed }
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    console.error('DATABASE_URL fehlt: Bitte die Datenbank angeben, z. B. DATABASE_URL=postgres://postgres@127.0.0.1:5432/lh npm run seed:catalogue -- 100000')
    return 1
  }
  const parsed = parseArguments(process.argv.slice(2))
  if (typeof parsed === 'string') {
    console.error(parsed)
    return 1
  }
  const specs = partsCatalogueSpecs()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = performance.now()
    console.log(`Erzeuge ${number.format(parsed.count)} Teile aus ${specs.length} Vorlagen (Seed ${parsed.seed}) …`)
    const result = await writeCatalogue(client, specs, {
      ...parsed,
      batchSize: BATCH_SIZE,
      now: new Date(),
      onBatch: (written) => {
        if (written % PROGRESS_STEP === 0 || written === parsed.count) console.log(`  ${number.format(written)} von ${number.format(parsed.count)} Produkten geschrieben (${seconds(started)})`)
      },
    })
    if (result.removed > 0) console.log(`${number.format(result.removed)} Produkte des vorigen Laufs ersetzt.`)
    if (result.withoutImage) console.warn('Hinweis: Die Datenbank enthält keine Bilder; die Produkte bleiben ohne Bild (zuerst npm run seed ausführen).')
    console.log(`Produkte geschrieben in ${seconds(started)}.`)
    // Fresh statistics first: without them the planner overestimates the tables a thousandfold,
    // compiles every query of the rebuild with JIT and needs about a second per product. VACUUM
    // also clears the replaced rows and sets the visibility map, as a benchmark expects it.
    await client.query(`VACUUM (ANALYZE) ${TOUCHED_TABLES.join(', ')}`)
    await rebuildSearch(client)
    console.table(Object.entries(result.rows).map(([table, rows]) => ({ Tabelle: table, Zeilen: rows })))
    console.log(`Fertig in ${seconds(started)}.`)
    return 0
  } catch (error) {
    if ((error as { code?: string }).code === '42501') {
      console.error('Keine Berechtigung: Der Generator schaltet die Such-Trigger mit session_replication_role ab und braucht dafür einen Superuser.')
      return 1
    }
    throw error
  } finally {
    await client.end()
  }
}

/** Rebuilds every search document once (app_search.refresh_all), when the search schema exists. */
async function rebuildSearch(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ present: boolean }>("SELECT to_regproc('app_search.refresh_all') IS NOT NULL AS present")
  if (!rows[0].present) {
    console.warn('Hinweis: Das Schema app_search fehlt; der Suchindex wurde nicht neu aufgebaut.')
    return
  }
  const started = performance.now()
  console.log('Baue den Suchindex neu auf (app_search.refresh_all) …')
  const { rows: refreshed } = await client.query<{ documents: number }>('SELECT app_search.refresh_all() AS documents')
  console.log(`Suchindex neu aufgebaut: ${number.format(refreshed[0].documents)} Dokumente in ${seconds(started)}.`)
  await client.query('VACUUM (ANALYZE) app_search.products')
  // Running servers drop their cached catalogue data (src/server/cache/changeFeed.ts).
  await client.query(`SELECT pg_notify('${CHANGE_CHANNEL}', 'products')`)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Abbruch: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
