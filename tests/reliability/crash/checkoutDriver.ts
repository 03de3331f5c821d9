/** The clients of the crash scenario: checkouts with Idempotency-Keys, retried the way a careful client retries. */

export type Checkout = {
  key: string
  lines: number
  /** The order's uid from the first 2xx answer; null when none came. */
  uid: string | null
  /** A retry of the same key was answered with another order. */
  conflictingUid: string | null
}

export type DriverResult = { checkouts: Checkout[]; requests: number; statuses: Map<string, number> }

type Options = {
  url: string
  total: number
  connections: number
  runId: string
  /** The checkout body for a cart of `lines` lines under `key` (the key names the customer, so mails can be told apart). */
  body: (lines: number, key: string) => unknown
  /** Called after each finished checkout with the number finished so far. */
  progress: (finished: number) => void
  /** How long one checkout is retried before the client gives up (the server is down or the database restarts meanwhile). */
  patienceMs?: number
}

type Answer = { status: number; uid: string | null; retryAfterMs: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

class Overdue extends Error {
  name = 'TimeoutError'
}

/**
 * `work` or a TimeoutError after `ms`, on a timer of its own: fetch's abort signal alone did not
 * end every request (a run once waited forever on one answer's body after the server was killed,
 * with no socket left open).
 */
async function within<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Overdue())
    }, ms)
  })
  try {
    return await Promise.race([work(controller.signal), overdue])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Places `total` checkouts over `connections` concurrent clients. Every tenth checkout is sent twice
 * at once with the same key, every tenth (offset five) first times out after a few milliseconds and
 * is sent again: 20 % are retried by design. Any answer that is not 2xx or 4xx (5xx, a cut
 * connection, a refused connect while the server restarts) is retried with the same key after its
 * Retry-After (or 200 ms), until the checkout is acknowledged or the patience is used up.
 */
export async function driveCheckouts(options: Options): Promise<DriverResult> {
  const checkouts: Checkout[] = []
  const statuses = new Map<string, number>()
  let requests = 0
  let next = 0

  const send = async (key: string, body: string, timeoutMs?: number): Promise<Answer> => {
    requests++
    let label = 'Verbindungsfehler'
    try {
      return await within(timeoutMs ?? 30_000, async (signal) => {
        const response = await fetch(options.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body, signal })
        label = String(response.status)
        const json = (await response.json().catch(() => ({}))) as { uid?: string }
        const retryAfter = Number(response.headers.get('retry-after'))
        return { status: response.status, uid: json.uid ?? null, retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 200 }
      })
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') label = timeoutMs ? 'absichtliche Zeitüberschreitung' : 'Zeitüberschreitung'
      return { status: 0, uid: null, retryAfterMs: 200 }
    } finally {
      statuses.set(label, (statuses.get(label) ?? 0) + 1)
    }
  }

  const place = async (index: number): Promise<Checkout> => {
    const lines = 1 + (index % 4)
    const checkout: Checkout = { key: `crash-${options.runId}-${index}`, lines, uid: null, conflictingUid: null }
    const body = JSON.stringify(options.body(lines, checkout.key))
    const acknowledge = (answer: Answer) => {
      if (answer.status < 200 || answer.status > 299 || !answer.uid) return
      if (checkout.uid && checkout.uid !== answer.uid) checkout.conflictingUid = answer.uid
      checkout.uid ??= answer.uid
    }
    if (index % 10 === 0) (await Promise.all([send(checkout.key, body), send(checkout.key, body)])).forEach(acknowledge)
    else if (index % 10 === 5) await send(checkout.key, body, 1 + (index % 40))
    const deadline = Date.now() + (options.patienceMs ?? 120_000)
    while (!checkout.uid && Date.now() < deadline) {
      const answer = await send(checkout.key, body)
      acknowledge(answer)
      if (answer.status >= 400 && answer.status < 500) break
      if (!checkout.uid) await sleep(answer.retryAfterMs)
    }
    return checkout
  }

  const client = async () => {
    while (next < options.total) {
      const checkout = await place(next++)
      checkouts.push(checkout)
      options.progress(checkouts.length)
    }
  }
  await Promise.all(Array.from({ length: options.connections }, client))
  return { checkouts, requests, statuses }
}
