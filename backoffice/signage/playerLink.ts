import type { DeviceCommandReport } from '@/src/domain/contracts/devices'
import type { TvCommand, TvHeartbeatAnswer, TvHeartbeatInput } from '@/src/domain/contracts/signage'
import { call } from '@/storefront/ui/api'

import { SIGNAGE_TEXTS as T } from './texts'
import type { PlayerData } from './types'

const linkBase = (key: string) => `/api/digital-signage-devices/link/${encodeURIComponent(key)}`

export const commandEventsUrl = (key: string) => `${linkBase(key)}/events`

/** Reports progress of a command ('running', then 'done' or 'failed' with a message); a lost report is not retried. */
export function reportCommand(key: string, id: string, status: 'running' | 'done' | 'failed', message?: string): Promise<unknown> {
  const body: DeviceCommandReport = message ? { id, status, message } : { id, status }
  return call(`${linkBase(key)}/command`, { body, fallback: T.offline })
}

/** The sign of life with the scene on screen; answers the open command (the fallback when the event stream is down). */
export async function sendHeartbeat(key: string, scene: string | null): Promise<TvCommand | null> {
  const body: TvHeartbeatInput = { scene }
  const result = await call<TvHeartbeatAnswer>(`${linkBase(key)}/heartbeat`, { body, fallback: T.offline })
  return result.ok ? (result.data?.data?.command ?? null) : null
}

/** The player's data loaded again; null when offline or refused (the player keeps what it has). */
export async function fetchPlayerData(identifier: string, key: string): Promise<PlayerData | null> {
  const result = await call<PlayerData>(`/signage/${encodeURIComponent(identifier)}/playlist?key=${encodeURIComponent(key)}`, { fallback: T.offline })
  return result.ok ? result.data : null
}
