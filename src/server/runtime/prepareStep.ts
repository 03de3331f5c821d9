/**
 * The database preparation as a process of its own: `node --import tsx prepareStep.ts <migrate> <seed>`.
 * launch.ts runs it with piped output: in Node 20 a dynamic import through tsx's loader thread can
 * stay pending forever in a process that has started child processes (the embedded PostgreSQL)
 * while its stdout is a plain file (`npm run seed > log`, CI logs). A fresh process with pipes
 * does not hit that, and the launcher forwards everything it prints.
 */
import { prepareDatabase } from './prepareDatabase'

const [migrate, seed] = process.argv.slice(2)

prepareDatabase({ migrate: migrate === 'migrate', seed: seed === 'always' ? 'always' : 'whenEmpty' }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
