/**
 * `npm run bench [scenario …]`: builds and starts the app the production way on a throw-away
 * database, runs every throughput scenario (or the named ones) and prints throughput, latency
 * percentiles and the ratio to each scenario's first (baseline) measurement, or the table a
 * scenario labels itself (lighthouse, only when named). Results go to bench/results/.
 */
import fs from 'node:fs'
import path from 'node:path'

import { buildApp, startProductionServer } from '../tests/support/productionServer'
import type { Measurement } from './measure'
import { catalogue, catalogueUncached } from './scenarios/catalogue'
import { freshness } from './scenarios/freshness'
import { lighthouse } from './scenarios/lighthouse'
import { orderPlacement } from './scenarios/orderPlacement'
import { pages } from './scenarios/pages'
import { readPaths } from './scenarios/readPaths'
import { statistics } from './scenarios/statistics'
import { E2E_ADMIN } from '../tests/e2e/support/accounts'
import { LIFTED_LIMITS } from './scenarios/benchFixtures'

/** Throughput measurements, or a table whose rows the scenario labels itself (printed and stored as they are). */
type ScenarioResult = Measurement[] | { table: Record<string, string | number>[] }

type BenchServer = Awaited<ReturnType<typeof startProductionServer>>

const scenarios: Record<string, (server: BenchServer) => Promise<ScenarioResult>> = {
  readPaths: (server) => readPaths(server.baseUrl),
  pages: (server) => pages(server.baseUrl),
  freshness: async (server) => ({ table: await freshness(server.baseUrl, server.startAnother, '/store/linz-urfahr') }),
  orderPlacement: (server) => orderPlacement(server.baseUrl, server.databaseUrl),
  lighthouse: (server) => lighthouse(server.baseUrl),
  catalogue: (server) => catalogue(server.baseUrl, server.databaseUrl),
  catalogueUncached: async (server) => ({ table: await catalogueUncached(server.databaseUrl) }),
  statistics: async (server) => ({ table: await statistics(server.baseUrl, server.databaseUrl) }),
}
// Lighthouse takes minutes in a browser, the catalogue generates 100,000 parts first, the statistics a million entries: only when named (each scenario sets up its own bench branch).
const ONLY_WHEN_NAMED = ['lighthouse', 'catalogue', 'catalogueUncached', 'statistics']

async function main(): Promise<number> {
  const built = await buildApp()
  if (built !== 0) return built
  // The placement benchmark sends far more orders per minute than a visitor may, all from one address
  // and for one customer: the abuse limits are lifted so every order costs what a real one does.
  // The admin signs in to set it up.
  // pg_stat_statements lets the order scenario count SQL statements per order (embedded database only).
  const server = await startProductionServer({ ...LIFTED_LIMITS, SEED_ADMIN_PASSWORD: E2E_ADMIN.password }, ['pg_stat_statements'])
  const report: Record<string, ScenarioResult> = {}
  try {
    const chosen = process.argv.slice(2)
    const runs = (name: string) => (chosen.length === 0 ? !ONLY_WHEN_NAMED.includes(name) : chosen.includes(name))
    for (const [name, scenario] of Object.entries(scenarios).filter(([name]) => runs(name))) {
      report[name] = await scenario(server)
      print(name, report[name])
    }
  } finally {
    await server.stop()
  }
  const file = path.join('bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(report, null, 2))
  console.log(`\nErgebnisse: ${file}`)
  return 0
}

function print(scenario: string, result: ScenarioResult): void {
  console.log(`\n${scenario}`)
  console.table(Array.isArray(result) ? throughputRows(result) : result.table)
}

function throughputRows(measurements: Measurement[]): Record<string, string | number>[] {
  const baseline = measurements[0]
  return measurements.map((m) => ({
    Messung: m.name,
    'Anfragen/s': Math.round(m.requestsPerSecond),
    'Verhältnis zur Basis': (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    'p50 ms': m.latencyMs.p50,
    'p90 ms': m.latencyMs.p90,
    'p95 ms': m.latencyMs.p95,
    'p99 ms': m.latencyMs.p99,
    Fehler: m.errors + m.non2xx,
  }))
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
