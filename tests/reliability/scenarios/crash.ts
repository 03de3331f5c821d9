import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { checkoutOf, createBenchBranch, LIFTED_LIMITS } from '@/bench/scenarios/benchFixtures'
import { freePort } from '@/ops/freePort'
import { startEmbeddedPostgres } from '@/ops/database/embeddedPostgres'
import { E2E_ADMIN } from '@/tests/e2e/support/accounts'
import { startMailbox } from '@/tests/int/support/mailbox'

import { driveCheckouts } from '../crash/checkoutDriver'
import { serverProcess } from '../crash/serverProcess'
import { dueAnnouncements, verifyCheckouts } from '../crash/verify'
import type { Scenario, ScenarioReport } from '../scenario'

const TOTAL = Number(process.env.CRASH_CHECKOUTS || 10_000)
const CONNECTIONS = 16
/** When (share of the checkouts finished) the server is killed, and when the database restarts. */
const KILLS = [0.2, 0.7]
const DATABASE_RESTART = 0.45

/** The customer's address of a checkout: its key, so each receipt is matched to its order by recipient. */
export const customerOf = (key: string) => `${key}@example.at`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The gross total the server quotes for the cart of `lines` lines: what each such order must store. */
async function quotedGross(baseUrl: string, branch: number, products: number[], lines: number): Promise<number> {
  const { items } = checkoutOf(branch, products, lines)
  const response = await fetch(`${baseUrl}/api/cart/quote`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ branch, mode: 'takeaway', deliveryArea: null, items }) })
  const quote = (await response.json()) as { total?: { gross?: number } }
  const gross = quote.total?.gross
  if (gross === undefined) throw new Error(`Angebot ohne Gesamtbetrag: ${JSON.stringify(quote)}`)
  return gross
}

/** Waits until nothing is due in the outbox and no mail arrived for 5 s (at most `maxMs`); the seconds it took. */
async function mailSettled(databaseUrl: string, messages: unknown[], maxMs: number): Promise<number> {
  const started = Date.now()
  let seen = -1
  while (Date.now() - started < maxMs && ((await dueAnnouncements(databaseUrl)) > 0 || messages.length !== seen)) {
    seen = messages.length
    await sleep(5_000)
  }
  return Math.round((Date.now() - started) / 1000)
}

async function run(): Promise<ScenarioReport> {
  const runId = randomBytes(4).toString('hex')
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), `crash-${runId}`), persistent: false })
  const mailbox = await startMailbox()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-media-'))
  const databaseUrl = await cluster.ensureDatabase('crash')
  const server = serverProcess(await freePort(), {
    ...LIFTED_LIMITS,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
  })
  const figures: string[] = []
  // A long run says where it is once a minute, so a stall shows what it waits for.
  let phase = 'Start'
  let finishedSoFar = 0
  const watch = setInterval(() => console.log(`  … ${phase}: ${finishedSoFar}/${TOTAL} Checkouts, offen: ${process.getActiveResourcesInfo().join(', ')}`), 60_000)
  watch.unref()
  try {
    await server.start()
    const { branch, products } = await createBenchBranch(server.baseUrl, E2E_ADMIN)
    const expectedGross = new Map<number, number>()
    for (const lines of [1, 2, 3, 4]) expectedGross.set(lines, await quotedGross(server.baseUrl, branch, products, lines))

    const chaos: Promise<void>[] = []
    const restarts: number[] = []
    const pending = [...KILLS.map((at) => ({ at, what: 'kill' as const })), { at: DATABASE_RESTART, what: 'database' as const }].sort((a, b) => a.at - b.at)
    const progress = (finished: number) => {
      finishedSoFar = finished
      while (pending.length && finished >= pending[0].at * TOTAL) {
        const { what } = pending.shift()!
        chaos.push(
          what === 'kill'
            ? server.kill().then(() => server.start()).then((ms) => void restarts.push(ms))
            : cluster.restart(),
        )
      }
    }
    const started = Date.now()
    phase = 'Checkouts'
    const result = await driveCheckouts({
      url: `${server.baseUrl}/api/orders`,
      total: TOTAL,
      connections: CONNECTIONS,
      runId,
      progress,
      body: (lines, key) => ({ ...checkoutOf(branch, products, lines), email: customerOf(key) }),
    })
    const seconds = (Date.now() - started) / 1000
    phase = 'Neustarts abwarten'
    await Promise.all(chaos)
    phase = 'E-Mails abwarten'
    // Mails follow the answers, and the recovery job sends what a killed process left due (every 15 s).
    const mailSeconds = await mailSettled(databaseUrl, mailbox.messages, Number(process.env.CRASH_MAIL_WAIT_MS || 600_000))

    phase = 'Prüfung'
    const found = await verifyCheckouts(databaseUrl, runId, result.checkouts, expectedGross, mailbox.messages)
    figures.push(
      `Checkouts: ${TOTAL} über ${CONNECTIONS} Verbindungen in ${seconds.toFixed(0)} s, ${result.requests} Anfragen (20 % absichtlich wiederholt)`,
      `Antworten: ${[...result.statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}`,
      `E-Mails nach dem letzten Checkout fertig nach ${mailSeconds} s`,
      `Ausfälle überstanden: ${KILLS.length} × SIGKILL des Servers (wieder erreichbar nach ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}), 1 × Neustart von PostgreSQL (fast)`,
      `Quittiert: ${found.acknowledged}, Bestellungen gefunden: ${found.ordersFound}`,
      `Verloren: ${found.lost.length}, doppelt: ${found.doubledKeys.length}, falscher Betrag: ${found.wrongTotal.length}, ohne Positionen: ${found.withoutItems.length}, widersprüchliche Antworten: ${found.conflictingAnswers.length}`,
      `E-Mails empfangen: ${mailbox.messages.length}; Eingangsbestätigungen doppelt: ${found.mailsTwice.length}, ohne Eingangsbestätigung: ${found.withoutMail.length}, noch im Postausgang: ${found.stillDue}`,
    )
    const failures = [
      found.acknowledged < TOTAL ? `${TOTAL - found.acknowledged} Checkouts nie quittiert` : '',
      ...(['lost', 'doubledKeys', 'wrongTotal', 'withoutItems', 'conflictingAnswers', 'mailsTwice', 'withoutMail'] as const)
        .filter((kind) => found[kind].length > 0)
        .map((kind) => `${kind}: ${found[kind].length} (z. B. ${found[kind].slice(0, 3).join(', ')})`),
      result.statuses.get('500') ? `${result.statuses.get('500')} Antworten mit 500` : '',
    ].filter(Boolean)
    return { figures, failures }
  } finally {
    phase = 'Aufräumen'
    clearInterval(watch)
    await server.stop()
    await mailbox.close()
    await cluster.stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}

const crash: Scenario = { name: 'crash', title: 'Bestellungen überstehen SIGKILL des Servers und einen Neustart von PostgreSQL', run }
export default crash
