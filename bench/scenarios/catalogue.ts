import { spawn } from 'node:child_process'
import pg from 'pg'

import { parseCatalogueQuery } from '@/src/domain/partsCatalogue'
import { searchCatalogue } from '@/src/server/partsCatalogue/catalogueSearch'

import { measureHttp, type Measurement } from '../measure'

/** How many generated parts the catalogue benchmark searches (BENCH_CATALOGUE_PARTS to change). */
const PARTS = Number(process.env.BENCH_CATALOGUE_PARTS || 100_000)

/** Fills the server's database with generated parts (npm run seed:catalogue), unless an earlier scenario of the run did. */
async function generateParts(databaseUrl: string, count: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  const { rows } = await pool.query<{ generated: number }>("SELECT count(*)::int AS generated FROM products WHERE uid LIKE '%/%'").finally(() => pool.end())
  if (rows[0].generated >= count) return
  const started = Date.now()
  const child = spawn('npx', ['tsx', 'bench/catalogueGenerator/run.ts', String(count)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } })
  await new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:catalogue endete mit ${code}`)))))
  console.log(`${count.toLocaleString('de-AT')} Teile erzeugt in ${Math.round((Date.now() - started) / 1000)} s`)
}

type Search = { term?: string; category?: string; filters?: Record<string, string[]> }

/** A buyer's searches: words, prefixes, material numbers, categories and filters, alone and combined. */
const SEARCHES: Search[] = [
  { term: 'Zahnradpumpe 16' },
  { term: 'zahnradpum' },
  { term: '5S9' },
  { term: 'Wegeventil' },
  { term: 'Dichtring 40' },
  { term: 'Getriebemotor 0,75 kW' },
  { term: 'Schläuche' },
  { category: 'Hydraulik' },
  { category: 'Antriebstechnik → Getriebemotoren' },
  { category: 'Hydraulik → Ventile → Wegeventile', filters: { Nenndruck: ['315 bar'] } },
  { term: 'Pumpe', category: 'Hydraulik' },
  { category: 'Antriebstechnik', filters: { Bauformen: ['B3'] } },
  {},
]

const ourPath = (search: Search) => {
  const params = new URLSearchParams()
  if (search.term) params.set('term', search.term)
  if (search.category) params.set('category', search.category)
  if (search.filters) params.set('filters', JSON.stringify(search.filters))
  return `/api/custom/paginated-products?${params}`
}

/** The same search with Payload's generic `where` (like on name, material number, category, attribute value). */
const payloadPath = (search: Search) => {
  const params = new URLSearchParams({ depth: '0', limit: '60', 'where[and][0][catalogue][equals]': 'parts' })
  let index = 1
  if (search.term) {
    params.set(`where[and][${index}][or][0][name][like]`, search.term)
    params.set(`where[and][${index}][or][1][uid][like]`, search.term)
    index++
  }
  if (search.category) params.set(`where[and][${index++}][categories.value][like]`, search.category)
  for (const values of Object.values(search.filters ?? {})) params.set(`where[and][${index++}][attributes.value][in]`, values.join(','))
  return `/api/products?${params}`
}

/**
 * `npm run bench catalogue`: the catalogue search on 100,000 generated parts through its HTTP call,
 * at 1 and 8 connections, against the same searches through Payload's generic `where` (`like`).
 */
export async function catalogue(baseUrl: string, databaseUrl: string): Promise<Measurement[]> {
  await generateParts(databaseUrl, PARTS)
  const mix = (name: string, paths: string[], connections: number) => measureHttp({ name, url: baseUrl, paths, connections })
  return [
    await mix('Katalogsuche, 1 Verbindung (Basis)', SEARCHES.map(ourPath), 1),
    await mix('Katalogsuche, 8 Verbindungen', SEARCHES.map(ourPath), 8),
    await mix('Payload where/like, 1 Verbindung', SEARCHES.map(payloadPath), 1),
    await mix('Payload where/like, 8 Verbindungen', SEARCHES.map(payloadPath), 8),
  ]
}

/** Runs of each search in `catalogueUncached`; the median and the slowest are reported. */
const UNCACHED_RUNS = 5

/**
 * `npm run bench catalogueUncached`: each search of the mix straight against the search engine,
 * without the server's memory of recent answers, as the first buyer after a product change meets
 * it: the median and the slowest of five runs, with the number of parts found.
 */
export async function catalogueUncached(databaseUrl: string): Promise<Record<string, string | number>[]> {
  await generateParts(databaseUrl, PARTS)
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  try {
    const rows: Record<string, string | number>[] = []
    for (const search of SEARCHES) {
      const parsed = parseCatalogueQuery({ term: search.term, category: search.category, filters: search.filters && JSON.stringify(search.filters) })
      if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join(', '))
      const times: number[] = []
      let found = 0
      for (let run = 0; run < UNCACHED_RUNS; run++) {
        const started = performance.now()
        found = (await searchCatalogue(pool, parsed.query)).total
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      rows.push({ Suche: searchLabel(search), Treffer: found, 'Median ms': Math.round(times[Math.floor(UNCACHED_RUNS / 2)]), 'Max ms': Math.round(times[UNCACHED_RUNS - 1]) })
    }
    return rows
  } finally {
    await pool.end()
  }
}

const searchLabel = (search: Search) =>
  [search.term && `"${search.term}"`, search.category, search.filters && Object.entries(search.filters).map(([label, values]) => `${label}: ${values.join(', ')}`).join('; ')]
    .filter(Boolean)
    .join(' · ') || 'ganzer Katalog'
