import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { poolOf } from '@/src/server/db/pool'

import { createSampleFixtures } from '../int/rest/sampleRequests'
import { customEndpoints } from '../int/support/customEndpoints'
import { setEnvironment } from '../int/support/environment'
import { restHandler } from '../int/support/rest'
import { startTestPayload, type TestContext } from '../int/support/testPayload'
import { fuzzEndpoints, STAFF_ONLY } from './fuzz/endpoints'
import { figureLine, FUZZ_RUNS, FUZZ_SEED, FUZZ_TIME_LIMIT_MS, fuzzEndpoint, type Surroundings } from './fuzz/fuzzEndpoint'
import { installWriteLog } from './fuzz/writeLog'

/**
 * Issue 20, item 3: property-based fuzzing (fast-check) of every public endpoint, in-process
 * through Payload's REST handlers on real PostgreSQL. Per endpoint FUZZ_RUNS generated bodies,
 * query strings, path segments and headers: no 5xx, every refusal `{ errors: [{ field?, message }] }`
 * in German, no stack or SQL text, and no row written by a refused request.
 */

const ENDPOINTS = fuzzEndpoints()
const LIMITS = ['LOGIN', 'SIGNUP', 'PASSWORD_RESET', 'ORDER', 'PUBLIC_ORDER', 'CUSTOMER_UPLOAD', 'ANALYTICS', 'CONTACT_FORM'].map((name) => `${name}_RATE_LIMIT`)

let context: TestContext
let surroundings: Surroundings
let restoreLimits: () => void
const figures: string[] = []
let serverErrors = 0

beforeAll(async () => {
  // The suite speaks from one address; the abuse limits (proven in the int tier) would answer 429 to most cases.
  restoreLimits = setEnvironment(Object.fromEntries(LIMITS.map((name) => [name, '100000000'])))
  context = await startTestPayload()
  const { payload } = context
  const { fixtures, tokens } = await createSampleFixtures(payload)
  const handle = restHandler(payload.config)
  // Payload's REST routes start the job crons (every 15 s the outbox queue inserts a scheduled
  // job): writes on the clock, not by a request. The first request starts them; they are stopped here.
  await handle(new Request('http://localhost:3000/api/health'))
  await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
  surroundings = { handle, config: payload.config, fixtures, tokens, writes: await installWriteLog(poolOf(payload)) }
  process.stdout.write(`\nFuzzing: ${FUZZ_RUNS} Fälle je Endpunkt, Seed ${FUZZ_SEED} (FUZZ_RUNS, FUZZ_SEED)\n`)
}, 300_000)

afterAll(async () => {
  process.stdout.write(`\n══ Fuzzing: ${ENDPOINTS.length} Endpunkte, ${FUZZ_RUNS} Fälle je Endpunkt, Seed ${FUZZ_SEED}, 5xx gesamt: ${serverErrors}\n${figures.join('\n')}\n`)
  restoreLimits()
  await context?.close()
})

describe('fuzzing the public endpoints', () => {
  it('every custom endpoint of the config is fuzzed or reached by staff only', async () => {
    const fuzzed = new Set(ENDPOINTS.map((endpoint) => endpoint.key))
    const routes = await customEndpoints(context.payload.config)
    const forgotten = routes.filter((route) => !fuzzed.has(route.key) && !STAFF_ONLY.includes(route.key) && !/^PUT \/[\w-]+\/:id$/.test(route.key))
    expect(forgotten.map((route) => route.key)).toEqual([])
  })

  it('the write log sees the rows a request stores (so a refused request that stores one is caught)', async () => {
    const before = await surroundings.writes.size()
    const response = await surroundings.handle(
      new Request('http://localhost:3000/api/analytics-log', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ category: 'navigation', type: 'page-view', action: 'view', name: '/start' }) }),
    )
    expect(response.status).toBe(201)
    expect(await surroundings.writes.tablesSince(before)).toEqual(expect.arrayContaining([expect.stringMatching(/^analytics_logs \+1 \(tx \d+ at \d\d:\d\d:\d\d\.\d{3}\)$/)]))
  })

  it.each(ENDPOINTS.map((endpoint) => [endpoint.key, endpoint] as const))('%s', async (key, endpoint) => {
    const before = await surroundings.writes.rowCounts()
    const report = await fuzzEndpoint(endpoint, surroundings)
    figures.push(figureLine(key, report))
    serverErrors += report.serverErrors
    process.stdout.write(`${figures.at(-1)}\n${report.problems.map((problem) => `    ${problem.slice(0, 1500)}\n`).join('')}`)
    // Refused requests wrote nothing (checked per request); where nothing wrote at all, the row counts agree.
    if (report.writes === 0) expect(await surroundings.writes.rowCounts()).toEqual(before)
    expect(report.cases).toBe(FUZZ_RUNS)
    expect(report.problems).toEqual([])
  }, FUZZ_TIME_LIMIT_MS + 600_000)
})
