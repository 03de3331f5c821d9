import { fork } from 'node:child_process'
import path from 'node:path'

import { metLoaderFault } from '@/ops/loaderFault'

type ApiProcess = { url: string; stop: () => Promise<void> }

/**
 * Starts apiProcess.ts as a child on the run's database; resolves with its URL and a stop
 * function. A child that met the Node 20 loader fault is started again (at most three times).
 */
export async function startSecondApiProcess(env: Record<string, string>, attempt = 1): Promise<ApiProcess> {
  try {
    return await startOnce(env)
  } catch (error) {
    if (!(error instanceof LoaderFault) || attempt >= 3) throw error
    return startSecondApiProcess(env, attempt + 1)
  }
}

class LoaderFault extends Error {}

function startOnce(env: Record<string, string>): Promise<ApiProcess> {
  const child = fork(path.join(process.cwd(), 'tests/int/support/apiProcess.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.on('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    child.on('message', (message: { url?: string }) => message.url && resolve({ url: message.url, stop }))
    child.on('exit', (code) => {
      const message = `Zweiter API-Prozess beendet mit Code ${code}`
      reject(metLoaderFault(code ?? 1, false) ? new LoaderFault(message) : new Error(message))
    })
  })
}
