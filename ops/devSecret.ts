import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const ENV_FILE = '.env.local'

/**
 * Development needs a PAYLOAD_SECRET too; instead of a shared default, a random one is generated
 * once into the git-ignored .env.local, which Next.js and Payload read on every start.
 */
export function ensureDevelopmentSecret(projectDir: string): void {
  if (process.env.PAYLOAD_SECRET) return
  const secret = randomBytes(32).toString('hex')
  const file = path.join(projectDir, ENV_FILE)
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const separator = existing && !existing.endsWith('\n') ? '\n' : ''
  fs.writeFileSync(file, `${existing}${separator}PAYLOAD_SECRET=${secret}\n`, { mode: 0o600 })
  process.env.PAYLOAD_SECRET = secret
  console.info(`PAYLOAD_SECRET für die Entwicklung erzeugt und in ${ENV_FILE} gespeichert.`)
}
