import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '@/ops/freePort'
import { createThrowawayDatabase } from './throwawayDatabase'

const require = createRequire(import.meta.url)

export type ProductionServer = { baseUrl: string; databaseUrl: string; mediaDir: string; stop: () => Promise<void> }

/** Runs a child process with inherited output and resolves with its exit code. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

/** `npm run build` (Next.js's build and the Brotli copies), unless SKIP_BUILD=1 says the current build is good. */
export function buildApp(): Promise<number> {
  if (process.env.SKIP_BUILD === '1') return Promise.resolve(0)
  return run(process.execPath, [require.resolve('tsx/cli'), 'ops/build.ts'], { NODE_ENV: 'production' })
}

type Instance = { baseUrl: string; stop: () => Promise<void> }

/**
 * Starts the built app the way `npm start` does (migrations, demo data, Next.js behind the app
 * server) on a throw-away database, a temporary media folder and a free port; `stop` removes all
 * three. `preloadLibraries` go to an embedded throw-away database (see throwawayDatabase.ts).
 * `startAnother` starts a second server process on the same database, media and secret (the way
 * the product scales out); it is stopped by its own `stop` or with the first.
 */
export async function startProductionServer(env: Record<string, string> = {}, preloadLibraries: string[] = []): Promise<ProductionServer & { startAnother: () => Promise<Instance> }> {
  const database = await createThrowawayDatabase(preloadLibraries)
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-media-'))
  const shared = { ...env, DATABASE_URL: database.url, MEDIA_DIR: mediaDir, PAYLOAD_SECRET: randomBytes(32).toString('hex') }
  const others: Instance[] = []
  const removeAll = async () => {
    for (const other of others) await other.stop()
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
  let first: Instance
  try {
    first = await startInstance(shared)
  } catch (error) {
    await removeAll()
    throw error
  }
  return {
    baseUrl: first.baseUrl,
    databaseUrl: database.url,
    mediaDir,
    stop: async () => {
      await first.stop()
      await removeAll()
    },
    startAnother: async () => {
      const other = await startInstance(shared)
      others.push(other)
      return other
    },
  }
}

/** One server process (launch.ts start) on a free port with the given database, media folder and secret. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'ops/launch.ts', 'start'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), NEXT_PUBLIC_SERVER_URL: baseUrl, LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ...env },
  })
  const stop = () => stopProcess(server)
  try {
    await waitUntilHealthy(baseUrl, server)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, stop }
}

/** Resolves once the server answers its health check; throws when it exits or the time is up. */
export async function waitUntilHealthy(baseUrl: string, server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server beendet mit Code ${server.exitCode}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false)
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Server unter ${baseUrl} wurde nicht rechtzeitig bereit`)
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
