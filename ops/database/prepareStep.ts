/**
 * The database preparation as a process of its own: `node --import tsx prepareStep.ts <migrate|push> <always|whenEmpty>`.
 * launch.ts runs it with piped output and an IPC channel. In Node 20 a dynamic import through
 * tsx's loader can stay pending forever (or end the process with code 0) when stdout is a plain
 * file; this step therefore imports everything statically and reports success explicitly, so the
 * launcher can tell a real success from such a silent exit.
 */
import config from '@/payload.config'
import { migrations } from '@/src/migrations'
import { prepareDatabase } from './prepareDatabase'

/** Must match the message launch.ts waits for. */
const PREPARED_MESSAGE = 'database-prepared'

const [migrate, seed] = process.argv.slice(2)

prepareDatabase(config, migrations, { migrate: migrate === 'migrate', seed: seed === 'always' ? 'always' : 'whenEmpty' }).then(
  () => {
    if (process.send) process.send(PREPARED_MESSAGE, undefined, {}, () => process.exit(0))
    else process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
