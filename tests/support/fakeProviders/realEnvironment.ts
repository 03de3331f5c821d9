import { once } from 'node:events'
import { SHARE_ENV, Worker } from 'node:worker_threads'

const SETTER = `
const { parentPort, workerData: { name, value } } = require('node:worker_threads')
parentPort.postMessage(process.env[name] ?? null)
if (value === null) delete process.env[name]
else process.env[name] = value
`

/**
 * Sets (or with null removes) a variable in the environment of the real process and answers its
 * previous value. Jest hands each test file a copy of process.env, which Node's own modules (TLS)
 * never read; a worker started with SHARE_ENV writes the process's real environment.
 */
async function setRealEnvironment(name: string, value: string | null): Promise<string | null> {
  const worker = new Worker(SETTER, { eval: true, env: SHARE_ENV, workerData: { name, value } })
  // Listen for both before awaiting either: a fast worker may exit before a late 'exit' listener exists.
  const message = once(worker, 'message') as Promise<[string | null]>
  const exited = once(worker, 'exit')
  const [previous] = await message
  await exited
  return previous
}

/**
 * Lets the official Mollie client talk to the fake Mollie (HTTPS with a self-signed test
 * certificate): the client trusts only its bundled CA list, so certificate checks are switched off
 * for the process until the returned function restores them.
 */
export async function acceptFakeProviderCertificates(): Promise<() => Promise<void>> {
  const previous = await setRealEnvironment('NODE_TLS_REJECT_UNAUTHORIZED', '0')
  return async () => {
    await setRealEnvironment('NODE_TLS_REJECT_UNAUTHORIZED', previous)
  }
}
