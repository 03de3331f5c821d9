import type { Payload } from 'payload'

/** Background tasks that run at the same time; more wait their turn (in order). */
const CONCURRENCY = 8

const pending = new Set<Promise<unknown>>()
const waiting: (() => void)[] = []
let running = 0

async function turn(): Promise<void> {
  if (running < CONCURRENCY) {
    running++
    return
  }
  await new Promise<void>((resolve) => waiting.push(resolve))
}

function done(): void {
  const next = waiting.shift()
  if (next) next()
  else running--
}

/**
 * Runs work after the answer has been sent (mails, PDFs) without letting it fail the request:
 * errors are logged. At most CONCURRENCY tasks run at once, so a rush of orders does not open as
 * many mail connections and does not slow the requests themselves down; the others follow in
 * order. Shutdown and tests wait for all of it with `backgroundWorkSettled()`.
 */
export function runInBackground(payload: Payload, description: string, work: () => Promise<unknown>): void {
  const task: Promise<unknown> = turn()
    .then(work)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `${description} fehlgeschlagen` }))
    .finally(() => {
      done()
      pending.delete(task)
    })
  pending.add(task)
}

/** Resolves once every background task started so far (and those they start) has finished. */
export async function backgroundWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}
