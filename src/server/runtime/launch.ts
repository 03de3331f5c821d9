/**
 * Entry point of `npm run dev`, `npm start` and `npm run seed`:
 * provides the database (DATABASE_URL or an embedded PostgreSQL), prepares it (schema, migrations,
 * demo data), then runs Next.js and stops the embedded database again when Next.js exits.
 */
import nextEnv from '@next/env'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

import { provideDatabase } from './database'
import { ensureDevelopmentSecret } from './devSecret'
import { prepareDatabase } from './prepareDatabase'

type Command = 'dev' | 'start' | 'seed'
const commands: Command[] = ['dev', 'start', 'seed']

const projectDir = process.cwd()
const command = process.argv[2] as Command
const passThrough = process.argv.slice(3)

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
  if (!production) ensureDevelopmentSecret(projectDir)

  const database = await provideDatabase(projectDir, production ? 'gastro_production' : 'gastro_development')
  process.env.DATABASE_URL = database.url
  try {
    await prepareDatabase({ migrate: production, seed: command === 'seed' ? 'always' : 'whenEmpty' })
    if (command === 'seed') return 0
    return await runNext(command, passThrough)
  } finally {
    await database.stop()
  }
}

function runNext(nextCommand: 'dev' | 'start', args: string[]): Promise<number> {
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const child = spawn(process.execPath, [nextBin, nextCommand, ...args], { stdio: 'inherit', env })
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)))
  })
}

// Node 20 ends the process with code 0 when the event loop runs empty while a dynamic import is
// still being compiled by tsx's loader thread (which happens when stdout/stderr are plain files,
// e.g. `npm run seed > log`). A timer keeps the loop alive until the launcher decides to exit.
setInterval(() => undefined, 1 << 30)

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
