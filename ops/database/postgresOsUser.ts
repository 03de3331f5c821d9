import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The OS identity PostgreSQL runs under: empty for a normal user, `postgres` under root. */
export type OsUser = { uid?: number; gid?: number }

const OS_USER = 'postgres'

/** PostgreSQL refuses to run as root: under root it runs as `postgres`, created when missing. */
export function postgresOsUser(): OsUser {
  if (os.userInfo().uid !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, OS_USER], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    execFileSync('sh', ['-c', `getent group ${OS_USER} >/dev/null || groupadd --system ${OS_USER}`])
    execFileSync('useradd', ['--system', '--gid', OS_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER])
    return { uid: id('-u'), gid: id('-g') }
  }
}

/** Whether `user` may reach `target` (all parent directories searchable, the target executable). */
function canReach(user: OsUser, target: string): boolean {
  if (user.uid === undefined) return true
  try {
    execFileSync('test', ['-x', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/**
 * A project cloned where the `postgres` user cannot look (say /root/project) would hide both the
 * binaries and the data directory from it. Then a copy of the binaries and the data directory go
 * below /var/tmp, in a place derived from the original path so it stays the same across starts.
 */
export function reachablePath(user: OsUser, target: string, purpose: 'binaries' | 'data'): string {
  if (canReach(user, nearestExisting(target))) return target
  const key = createHash('sha256').update(target).digest('hex').slice(0, 12)
  const relocated = path.join('/var/tmp', `gastro-postgres-${purpose}-${key}`)
  if (purpose === 'binaries' && !fs.existsSync(relocated)) {
    fs.cpSync(target, relocated, { recursive: true, verbatimSymlinks: true })
    execFileSync('chmod', ['-R', 'a+rX', relocated])
  }
  return relocated
}

function nearestExisting(target: string): string {
  let candidate = target
  while (!fs.existsSync(candidate) && path.dirname(candidate) !== candidate) candidate = path.dirname(candidate)
  return candidate
}
