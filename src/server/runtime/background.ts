import type { Payload } from 'payload'

const pending = new Set<Promise<unknown>>()

/**
 * Runs work after the answer has been sent (mails, PDFs) without letting it fail the request:
 * errors are logged. Shutdown and tests wait for it with `backgroundWorkSettled()`.
 */
export function runInBackground(payload: Payload, description: string, work: () => Promise<unknown>): void {
  const task: Promise<unknown> = work()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `${description} fehlgeschlagen` }))
    .finally(() => pending.delete(task))
  pending.add(task)
}

/** Resolves once every background task started so far (and those they start) has finished. */
export async function backgroundWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}
