import { spawn, type ChildProcess } from 'node:child_process'

import { waitUntilHealthy } from '@/tests/support/productionServer'

export type ServerProcess = {
  baseUrl: string
  /** SIGKILL: no shutdown hook, no flushing, background work in flight is lost. */
  kill: () => Promise<void>
  /** Starts the server again on the same port and resolves when it answers; the milliseconds it took. */
  start: () => Promise<number>
  stop: () => Promise<void>
}

/** The production server (launch.ts start) on a fixed port, so it can be killed and started again at the same address. */
export function serverProcess(port: number, env: Record<string, string>): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  const exited = (process: ChildProcess) => new Promise<void>((resolve) => (process.exitCode !== null || process.signalCode !== null ? resolve() : process.once('exit', () => resolve())))
  const end = async (signal: NodeJS.Signals) => {
    if (!child) return
    const current = child
    child = null
    // launch.ts runs the server (serve.ts) as its child: the whole process group goes, as on a machine crash.
    process.kill(-current.pid!, signal)
    await exited(current)
  }
  return {
    baseUrl,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    start: async () => {
      const started = Date.now()
      child = spawn(process.execPath, ['--import', 'tsx', 'ops/launch.ts', 'start'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
        env: { ...process.env, PORT: String(port), NEXT_PUBLIC_SERVER_URL: baseUrl, LOG_LEVEL: 'error', ...env },
      })
      await waitUntilHealthy(baseUrl, child)
      return Date.now() - started
    },
  }
}
