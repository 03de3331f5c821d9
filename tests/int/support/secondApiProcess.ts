import { fork } from 'node:child_process'
import path from 'node:path'

/** Starts apiProcess.ts as a child on the run's database; resolves with its URL and a stop function. */
export function startSecondApiProcess(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
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
    child.on('exit', (code) => reject(new Error(`Zweiter API-Prozess beendet mit Code ${code}`)))
  })
}
