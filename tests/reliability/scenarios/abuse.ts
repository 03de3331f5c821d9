import { startProductionServer } from '@/tests/support/productionServer'

import type { Scenario, ScenarioReport } from '../scenario'

/** Two public calls with their limits set low, so that 500 clients exceed them many times over in a short run. */
const CALLS = [
  { name: 'POST /api/orders', env: 'ORDER_RATE_LIMIT', limit: 5, attempts: 12, send: (base: string, headers: Record<string, string>) => fetch(`${base}/api/orders`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' }) },
  { name: 'GET /api/orders/public/…', env: 'PUBLIC_ORDER_RATE_LIMIT', limit: 10, attempts: 20, send: (base: string, headers: Record<string, string>) => fetch(`${base}/api/orders/public/20260101-0001/${'0'.repeat(32)}`, { headers }) },
]
const ATTACKERS = 500
const LEGITIMATE = 25
const WINDOW_MS = 60_000

type ClientRun = { passed: number[]; throttled: number[]; badRefusals: number; startedAt: number; endedAt: number }

/** One client: `attempts` requests per call, one after another, alternating between the two processes as a round-robin balancer would. */
async function client(address: string, instances: string[], attemptsOf: (call: (typeof CALLS)[number]) => number, pauseMs = 0): Promise<ClientRun> {
  const run: ClientRun = { passed: CALLS.map(() => 0), throttled: CALLS.map(() => 0), badRefusals: 0, startedAt: Date.now(), endedAt: 0 }
  const headers = { 'X-Forwarded-For': address }
  for (const [index, call] of CALLS.entries()) {
    for (let attempt = 0; attempt < attemptsOf(call); attempt++) {
      const response = await call.send(instances[attempt % instances.length], headers)
      const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      if (response.status === 429) {
        run.throttled[index]++
        if (!response.headers.get('retry-after') || !/Anfragen|versuchen/i.test(body?.errors?.[0]?.message ?? '')) run.badRefusals++
      } else run.passed[index]++
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  }
  run.endedAt = Date.now()
  return run
}

async function run(): Promise<ScenarioReport> {
  const limits = Object.fromEntries(CALLS.map((call) => [call.env, String(call.limit)]))
  // The processes stand behind a balancer on 127.0.0.1, which they trust to name the client in X-Forwarded-For.
  const server = await startProductionServer({ ...limits, TRUSTED_PROXIES: '127.0.0.1' })
  try {
    const other = await server.startAnother()
    const instances = [server.baseUrl, other.baseUrl]
    const started = Date.now()
    const flood = Array.from({ length: ATTACKERS }, (_, index) => client(`10.20.${index >> 8}.${index & 255}`, instances, (call) => call.attempts))
    // Visitors from other addresses, a few requests each while the flood runs: none may be throttled.
    const visitors = Array.from({ length: LEGITIMATE }, (_, index) => client(`192.0.2.${index + 1}`, instances, (call) => Math.min(3, call.limit - 1), 300))
    const attackers = await Promise.all(flood)
    const legitimate = await Promise.all(visitors)
    const seconds = (Date.now() - started) / 1000

    const figures: string[] = [`2 Serverprozesse, ${ATTACKERS} gleichzeitige Clients (je eine Adresse), ${LEGITIMATE} weitere Besucher; ${seconds.toFixed(0)} s`]
    const failures: string[] = []
    for (const [index, call] of CALLS.entries()) {
      const allowance = (run: ClientRun) => (run.endedAt - run.startedAt < WINDOW_MS ? call.limit : 2 * call.limit)
      const passed = attackers.map((run) => run.passed[index])
      const over = attackers.filter((run) => run.passed[index] > allowance(run))
      const sent = ATTACKERS * call.attempts
      figures.push(
        `${call.name}: Limit ${call.limit}/min je Client, ${sent} Anfragen der ${ATTACKERS} Clients, durchgelassen ${passed.reduce((a, b) => a + b, 0)} (höchstens ${Math.max(...passed)} je Client), 429: ${attackers.reduce((sum, run) => sum + run.throttled[index], 0)}; Besucher gedrosselt: ${legitimate.reduce((sum, run) => sum + run.throttled[index], 0)}`,
      )
      if (over.length) failures.push(`${call.name}: ${over.length} Clients über ihrem Kontingent (bis ${Math.max(...over.map((run) => run.passed[index]))})`)
      const blocked = legitimate.reduce((sum, run) => sum + run.throttled[index], 0)
      if (blocked) failures.push(`${call.name}: ${blocked} Anfragen legitimer Besucher gedrosselt`)
    }
    const badRefusals = attackers.reduce((sum, run) => sum + run.badRefusals, 0)
    if (badRefusals) failures.push(`${badRefusals} Antworten 429 ohne Retry-After oder ohne deutsche Meldung`)
    return { figures, failures }
  } finally {
    await server.stop()
  }
}

const abuse: Scenario = { name: 'abuse', title: 'Missbrauchslimits halten mit zwei Serverprozessen und 500 gleichzeitigen Clients', run }
export default abuse
