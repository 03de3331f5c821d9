import { launch } from 'chrome-launcher'
import lighthouseRun, { type Flags } from 'lighthouse'

import { E2E_ADMIN } from '@/tests/e2e/support/accounts'
import { checkoutOf, createBenchBranch } from './benchFixtures'

/** One page's figures; the German labels are the table's column heads and the stored result's keys. */
type PageScores = {
  Seite: string
  Leistung: number
  Barrierefreiheit: number
  'Best Practices': number
  'LCP ms': number
  'TBT ms': number
  CLS: number
  'JavaScript Bytes': number
  'JS komprimiert': number
}

/** Places a takeaway order on the always open bench branch and returns its status page path. */
async function statusPath(baseUrl: string): Promise<string> {
  const { branch, products } = await createBenchBranch(baseUrl, E2E_ADMIN)
  const response = await fetch(`${baseUrl}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(checkoutOf(branch, products)) })
  if (response.status !== 201) throw new Error(`Bestellung: ${response.status} ${await response.text()}`)
  const { uid, hash } = (await response.json()) as { uid: string; hash: string }
  return `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`
}

/** A trace Chromium failed to record is run again once. */
const ATTEMPTS = 2
/** Runs per page; the table shows the one with the median performance score (Lighthouse's own advice against its variance). */
const RUNS_PER_PAGE = 3

type ScriptRequest = { url: string; transferSize: number }

/** The scripts a page loaded during the run, with Lighthouse's transfer sizes (headers included). */
function scriptRequests(requests: unknown): ScriptRequest[] {
  const items = (requests as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
  return items.filter((item) => item.resourceType === 'Script').map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }))
}

/** A script's compressed body as the server sends it to a browser that takes Brotli (its Content-Length, without the headers). */
async function compressedBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } })
  await response.arrayBuffer()
  return Number(response.headers.get('content-length') ?? 0)
}

/** `BENCH_LIST_SCRIPTS=1`: every script a page loaded, with its sizes, to see what makes up its JavaScript bytes. */
function listScripts(page: string, scripts: ScriptRequest[], bodies: number[]): void {
  console.log(`\n${page}`)
  console.table(scripts.map((script, index) => ({ Skript: new URL(script.url).pathname, Übertragen: script.transferSize, Komprimiert: bodies[index] })))
}

const medianRun = (runs: PageScores[]): PageScores => [...runs].sort((a, b) => a.Leistung - b.Leistung)[Math.floor(runs.length / 2)]!

/** Runs Lighthouse (mobile, its default) on one page in the given Chrome and reduces the report to the table row. */
async function audit(name: string, url: string, flags: Flags, attempt = 1): Promise<PageScores> {
  const result = await lighthouseRun(url, { ...flags, logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] })
  const report = result?.lhr
  // A trace Chromium failed to record (NO_NAVSTART, NO_FCP) is Lighthouse's "run again"; once more, then it counts.
  if (report?.runtimeError && attempt < ATTEMPTS) return audit(name, url, flags, attempt + 1)
  if (!report || report.runtimeError) throw new Error(`Lighthouse ${url}: ${report?.runtimeError?.message ?? 'kein Bericht'}`)
  const score = (category: string) => Math.round((report.categories[category]?.score ?? Number.NaN) * 100)
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN
  const resources = report.audits['resource-summary']?.details
  const script = resources?.type === 'table' ? resources.items.find((item) => item.resourceType === 'script') : undefined
  const scripts = scriptRequests(report.audits['network-requests']?.details)
  const bodies = await Promise.all(scripts.map((entry) => compressedBytes(entry.url)))
  if (process.env.BENCH_LIST_SCRIPTS) listScripts(name, scripts, bodies)
  return {
    Seite: name,
    Leistung: score('performance'),
    Barrierefreiheit: score('accessibility'),
    'Best Practices': score('best-practices'),
    'LCP ms': Math.round(value('largest-contentful-paint')),
    'TBT ms': Math.round(value('total-blocking-time')),
    CLS: Number(value('cumulative-layout-shift').toFixed(3)),
    'JavaScript Bytes': Number(script?.transferSize ?? 0),
    'JS komprimiert': bodies.reduce((sum, bytes) => sum + bytes, 0),
  }
}

/**
 * Lighthouse mobile scores (performance, accessibility, best practices), LCP, TBT, CLS and the
 * JavaScript bytes (as Lighthouse counts them, with each response's headers over HTTP/1.1, and the
 * compressed scripts alone) for home, a branch, its checkout, an order's status page and the
 * 404 page, one after the other in Debian's Chromium, each page's median of three runs: `npm run bench lighthouse`. The status page
 * belongs to a takeaway order placed on the bench branch first.
 */
export async function lighthouse(baseUrl: string): Promise<{ table: PageScores[] }> {
  const status = await statusPath(baseUrl)
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  try {
    const pages = [
      { name: 'Startseite /', path: '/' },
      { name: 'Filiale /store/linz-urfahr', path: '/store/linz-urfahr' },
      { name: 'Kasse /store/linz-urfahr/checkout', path: '/store/linz-urfahr/checkout' },
      { name: 'Bestellstatus /status/{uid}/{hash}', path: status },
      // Lighthouse refuses a page answered 404 unless told that is the point.
      { name: '404 /gibt-es-nicht', path: '/gibt-es-nicht', ignoreStatusCode: true },
    ]
    const table: PageScores[] = []
    for (const page of pages) {
      const runs: PageScores[] = []
      for (let run = 0; run < RUNS_PER_PAGE; run++) runs.push(await audit(page.name, `${baseUrl}${page.path}`, { port: chrome.port, ignoreStatusCode: page.ignoreStatusCode }))
      table.push(medianRun(runs))
    }
    return { table }
  } finally {
    chrome.kill()
  }
}
