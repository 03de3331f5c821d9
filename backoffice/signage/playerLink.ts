import type { PlayerData } from './types'

/** A command as the TV's event stream, heartbeat and command call answer it. */
export type TvCommand = { id: string; type: string; status: string; payload?: string | null }

const linkBase = (key: string) => `/api/digital-signage-devices/link/${encodeURIComponent(key)}`
const postJson = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' })

export const commandEventsUrl = (key: string) => `${linkBase(key)}/events`

/** Reports progress of a command ('running', then 'done' or 'failed' with a message); a lost report is not retried. */
export function reportCommand(key: string, id: string, status: 'running' | 'done' | 'failed', message?: string): Promise<unknown> {
  return postJson(`${linkBase(key)}/command`, message ? { id, status, message } : { id, status }).catch(() => undefined)
}

/** The sign of life with the scene on screen; answers the open command (the fallback when the event stream is down). */
export async function sendHeartbeat(key: string, scene: string | null): Promise<TvCommand | null> {
  try {
    const response = await postJson(`${linkBase(key)}/heartbeat`, { scene })
    if (!response.ok) return null
    const body = (await response.json()) as { data?: { command?: TvCommand | null } }
    return body.data?.command ?? null
  } catch {
    return null
  }
}

/** The player's data loaded again; null when offline or refused (the player keeps what it has). */
export async function fetchPlayerData(identifier: string, key: string): Promise<PlayerData | null> {
  try {
    const response = await fetch(`/signage/${encodeURIComponent(identifier)}/playlist?key=${encodeURIComponent(key)}`, { cache: 'no-store' })
    return response.ok ? ((await response.json()) as PlayerData) : null
  } catch {
    return null
  }
}
