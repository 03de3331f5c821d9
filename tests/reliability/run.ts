/**
 * `npm run test:reliability [name ...]`: the reliability suite, not part of `npm test`. 'fuzz' runs
 * the in-process tier (tests/reliability/*.test.ts, real PostgreSQL through Payload); every other
 * name is a process-level scenario in scenarios/{name}.ts against the production build (built first
 * unless SKIP_BUILD=1). Prints each scenario's figures and exits 1 when any promise broke.
 */
import { createRequire } from 'node:module'

import { buildApp, run } from '../support/productionServer'
import type { Scenario, ScenarioReport } from './scenario'

const require = createRequire(import.meta.url)

const ALL = ['fuzz', 'crash', 'abuse', 'headers', 'backup']

async function fuzz(): Promise<ScenarioReport> {
  const jest = require.resolve('jest/bin/jest')
  const code = await run(process.execPath, ['--experimental-vm-modules', jest, '-c', 'tests/reliability/jest.config.mjs'])
  return { figures: ['Details in der Ausgabe von Jest oben'], failures: code === 0 ? [] : [`Jest endete mit Code ${code}`] }
}

async function scenario(name: string): Promise<Scenario> {
  if (name === 'fuzz') return { name, title: 'Fuzzing der öffentlichen Endpunkte (fast-check)', run: fuzz }
  const loaded = (await import(`./scenarios/${name}.ts`)) as { default: Scenario }
  return loaded.default
}

async function main(): Promise<number> {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : ALL
  const unknown = names.filter((name) => !ALL.includes(name))
  if (unknown.length) throw new Error(`Unbekannte Szenarien: ${unknown.join(', ')} (bekannt: ${ALL.join(', ')})`)
  if (names.some((name) => name !== 'fuzz')) {
    const built = await buildApp()
    if (built !== 0) return built
  }
  const reports: [Scenario, ScenarioReport][] = []
  for (const name of names) {
    const current = await scenario(name)
    console.log(`\n▶ ${current.name}: ${current.title}`)
    const started = Date.now()
    const report = await current.run().catch((error: unknown): ScenarioReport => ({ figures: [], failures: [`abgebrochen: ${(error as Error).stack ?? String(error)}`] }))
    report.figures.push(`Dauer: ${Math.round((Date.now() - started) / 1000)} s`)
    reports.push([current, report])
  }
  console.log('\n══ Zuverlässigkeit: Ergebnis ══')
  for (const [current, report] of reports) {
    console.log(`\n${report.failures.length ? '✗' : '✓'} ${current.name}: ${current.title}`)
    for (const line of report.figures) console.log(`    ${line}`)
    for (const line of report.failures) console.log(`    FEHLER: ${line}`)
  }
  return reports.some(([, report]) => report.failures.length) ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
