import fc from 'fast-check'
import type { SanitizedConfig } from 'payload'

import { findProblems } from '@/tests/int/rest/malformedInput'
import type { Caller, Fixtures } from '@/tests/int/rest/sampleRequests'
import { bodyText, headers, pathSegment, queryString } from './arbitraries'
import type { FuzzEndpoint } from './endpoints'
import type { WriteLog } from './writeLog'
import { answerText } from '@/tests/int/support/answerText'

/** The run's settings: FUZZ_RUNS cases per endpoint (10,000 unless set), one fixed seed (FUZZ_SEED, 20 unless set). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20)
/**
 * How long one endpoint's cases may take (FUZZ_MINUTES, 120 unless set). Its test waits ten minutes
 * longer: the cases stop themselves first, so none of them still runs (and writes) while the next
 * endpoint's refused cases are watched, as a test that jest gave up on would.
 */
export const FUZZ_TIME_LIMIT_MS = Number(process.env.FUZZ_MINUTES ?? 120) * 60_000

/** Stands for the fixture's value of a path parameter (a real branch id, the order's uid and hash). */
const VALID = '\u0001valid'

type FuzzCase = { segments: Record<string, string>; query: string; body: string | undefined; headers: Record<string, string> }

export type Surroundings = { handle: (request: Request) => Promise<Response>; config: SanitizedConfig; fixtures: Fixtures; tokens: Record<Caller, string | undefined>; writes: WriteLog }

type FuzzReport = {
  cases: number
  statuses: Map<number, number>
  serverErrors: number
  accepted: number
  /** Rows written during the run: by accepted requests, or by the fixtures of a case (a fresh order). */
  writes: number
  problems: string[]
}

function caseArbitrary(endpoint: FuzzEndpoint, { config, fixtures }: Surroundings): fc.Arbitrary<FuzzCase> {
  const own = endpoint.segments?.(config) ?? {}
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1])
  const segments = fc.record(Object.fromEntries(names.map((name) => [name, own[name] ?? pathSegment(VALID)])))
  const hasBody = endpoint.method !== 'GET'
  const sampleBody = endpoint.sample.body?.(fixtures)
  return fc.record({
    segments,
    query: queryString(endpoint.sample.query?.(fixtures) ?? {}, endpoint.fields?.(config)),
    body: hasBody ? bodyText(sampleBody) : fc.constant(undefined),
    headers,
  })
}

/** The request of one case: the caller's session (unless the case forges one) and one client address, so no abuse limit interferes. */
async function requestOf(endpoint: FuzzEndpoint, fuzzCase: FuzzCase, { fixtures, tokens }: Surroundings): Promise<Request> {
  const usesFixture = Object.values(fuzzCase.segments).includes(VALID)
  const params = usesFixture ? ((await endpoint.sample.params?.(fixtures)) ?? {}) : {}
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const segment = fuzzCase.segments[name]
    return segment === VALID ? encodeURIComponent(params[name] ?? '1') : segment
  })
  const url = `http://localhost:3000/api${path}${fuzzCase.query ? `?${fuzzCase.query}` : ''}`
  const sent = new Headers({ 'x-client-address': '198.51.100.20' })
  const token = tokens[endpoint.caller]
  if (token) sent.set('Authorization', `JWT ${token}`)
  if (fuzzCase.body !== undefined) sent.set('Content-Type', 'application/json')
  for (const [name, value] of Object.entries(fuzzCase.headers)) sent.set(name, value)
  return new Request(url, { method: endpoint.method, headers: sent, body: fuzzCase.body })
}

/**
 * Waits until the database holds still after an accepted request that wrote: work it started (a
 * queued job, a search index update) may land after its answer and must not count against the
 * next, refused one.
 */
async function settled(writes: WriteLog): Promise<void> {
  for (let last = -1, size = await writes.size(), rounds = 0; size !== last && rounds < 100; rounds++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    last = size
    size = await writes.size()
  }
}

const describeCase = (request: Request, fuzzCase: FuzzCase) =>
  `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(fuzzCase.headers)} ${fuzzCase.body === undefined ? '' : fuzzCase.body.slice(0, 300)}`

/**
 * Sends FUZZ_RUNS generated requests to one endpoint and collects what breaks a promise: a 5xx,
 * an answer without the error shape or in English, a stack or SQL text, and a refused request
 * (4xx) after which the database holds rows it did not hold before.
 */
export async function fuzzEndpoint(endpoint: FuzzEndpoint, surroundings: Surroundings): Promise<FuzzReport> {
  const report: FuzzReport = { cases: 0, statuses: new Map(), serverErrors: 0, accepted: 0, writes: 0, problems: [] }
  // One example per kind of problem (status and the start of what went wrong), with its count.
  const found = new Map<string, { example: string; count: number }>()
  const note = (kind: string, example: string) => {
    const entry = found.get(kind) ?? { example, count: 0 }
    entry.count++
    found.set(kind, entry)
  }
  const { handle, writes } = surroundings
  const deadline = Date.now() + FUZZ_TIME_LIMIT_MS
  const property = fc.asyncProperty(caseArbitrary(endpoint, surroundings), async (fuzzCase) => {
    if (Date.now() > deadline) return
    const request = await requestOf(endpoint, fuzzCase, surroundings)
    const label = describeCase(request, fuzzCase)
    const before = await writes.size()
    let status: number
    let text: string
    try {
      const response = await handle(request)
      status = response.status
      text = await answerText(response)
    } catch (error) {
      status = 500
      text = `Ausnahme: ${(error as Error).stack ?? String(error)}`
    }
    report.cases++
    report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1)
    if (status >= 500 && status !== 502) report.serverErrors++
    for (const problem of findProblems(label, status, text, fuzzCase.body)) note(`${status} ${problem.slice(label.length, label.length + 60)}`, problem)
    if (status < 400) {
      report.accepted++
      if ((await writes.size()) > before) await settled(writes)
      return
    }
    if ((await writes.size()) > before) note(`writes ${status}`, `${label}: ${status}, aber geschrieben: ${(await writes.tablesSince(before)).join(', ')}`)
  })
  const start = await writes.size()
  await fc.assert(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED })
  report.writes = (await writes.size()) - start
  report.problems = [...found.values()].map(({ example, count }) => (count > 1 ? `${count}× ${example}` : example))
  if (report.cases < FUZZ_RUNS) report.problems.push(`Zeitlimit (FUZZ_MINUTES): ${report.cases} von ${FUZZ_RUNS} Fällen gesendet`)
  return report
}

/** The figure line of one endpoint: cases, answers by status, 5xx seen. */
export const figureLine = (key: string, report: FuzzReport) =>
  `${key}: ${report.cases} Fälle, Antworten ${[...report.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')}, angenommen ${report.accepted}, 5xx: ${report.serverErrors}, Befunde: ${report.problems.length}`
