/**
 * Entry point of `npm run dev`, `npm start` and `npm run seed`:
 * provides the database (DATABASE_URL or an embedded PostgreSQL), prepares it (schema, migrations,
 * demo data), then runs Next.js behind the app server (serve.ts) and stops the embedded database again when Next.js exits.
 */
import nextEnv from '@next/env'
import { spawn } from 'node:child_process'

import { provideDatabase } from './database/database'
import { metLoaderFault } from './loaderFault'
import { ensureDevelopmentSecret } from './devSecret'
import { configuredServerUrl, MISSING_SERVER_URL } from '../src/server/environment/serverUrl'

type Command = 'dev' | 'start' | 'seed'
const commands: Command[] = ['dev', 'start', 'seed']

const projectDir = process.cwd()
const command = process.argv[2] as Command

async function main(): Promise<number> {
  if (!commands.includes(command)) {
    console.error(`Unbekannter Befehl "${command}". Erlaubt: ${commands.join(', ')}`)
    return 2
  }
  const production = command === 'start' || (command === 'seed' && process.env.NODE_ENV === 'production')
  Object.assign(process.env, { NODE_ENV: production ? 'production' : 'development' })
  nextEnv.loadEnvConfig(projectDir, !production)

  if (production && !process.env.PAYLOAD_SECRET) {
    console.error('PAYLOAD_SECRET fehlt: Im Produktivbetrieb muss PAYLOAD_SECRET gesetzt sein.')
    return 1
  }
  // Without it Payload would build password-reset links from the request's Host header.
  if (production && !configuredServerUrl()) {
    console.error(MISSING_SERVER_URL)
    return 1
  }
  if (!production) ensureDevelopmentSecret(projectDir)

  const database = await provideDatabase(projectDir, production ? 'gastro_production' : 'gastro_development')
  process.env.DATABASE_URL = database.url
  try {
    const prepared = await runPrepareStep(production, command === 'seed')
    if (prepared !== 0 || command === 'seed') return prepared
    return await runNext(command)
  } finally {
    await database.stop()
  }
}

/**
 * Schema or migrations and demo data, in a child process whose output is forwarded (see
 * prepareStep.ts). Only an explicit success message counts; a child that ends without it (the
 * Node 20 loader fault) is started once more.
 */
async function runPrepareStep(migrate: boolean, alwaysSeed: boolean, attempt = 1): Promise<number> {
  const args = ['--import', 'tsx', 'ops/database/prepareStep.ts', migrate ? 'migrate' : 'push', alwaysSeed ? 'always' : 'whenEmpty']
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: process.env })
  child.stdout?.pipe(process.stdout)
  child.stderr?.pipe(process.stderr)
  let prepared = false
  child.on('message', (message) => {
    if (message === 'database-prepared') prepared = true
  })
  const code = await new Promise<number>((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
  if (!metLoaderFault(code, prepared)) return code
  if (attempt >= 3) {
    console.error('Die Datenbank konnte nicht vorbereitet werden: der Vorbereitungsschritt endete ohne Rückmeldung.')
    return 1
  }
  console.error('Der Vorbereitungsschritt endete ohne Rückmeldung; neuer Versuch …')
  return runPrepareStep(migrate, alwaysSeed, attempt + 1)
}

/** Next.js behind the app server that owns the client address (serve.ts). */
function runNext(nextCommand: 'dev' | 'start'): Promise<number> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  // CPU_PROFILE_DIR=… writes a V8 CPU profile of the server process there when it exits (docs/operations.md).
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'ops/server/serve.ts', nextCommand], { stdio: 'inherit', env })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)))
  })
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
