import type { ClientBase } from 'pg'

/** Runs `work` between BEGIN and COMMIT on one connection; ROLLBACK (and the error again) when it throws. */
export async function inClientTransaction<T>(client: ClientBase, work: () => Promise<T>): Promise<T> {
  try {
    await client.query('BEGIN')
    const result = await work()
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}
