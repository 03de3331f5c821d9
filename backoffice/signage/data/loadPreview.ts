import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { headers } from 'next/headers'

import { isAdminUser } from '@/src/domain/roles'

import type { PlayerData } from '../types'
import { loadMenuBoard } from './loadMenuBoard'
import { hasMenuBoard, loadScenePlaylist, loadStream, playlistOf } from './loadPlayer'

const ID = /^\d{1,9}$/

/** The first enabled branch, for a preview's menu board (a preview belongs to no TV). */
async function previewBranch(): Promise<string | null> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({ collection: 'branches', where: { and: [{ isEnabled: { equals: true } }, { isPublic: { equals: true } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true, select: { identifier: true } })
  return docs[0]?.identifier ?? null
}

/**
 * A scene or stream as the preview plays it, for a signed-in admin (who alone may read scenes and
 * streams); null otherwise (the 404). A menu board shows the first public branch's menu.
 */
export async function loadPreview(kind: string, id: string): Promise<PlayerData | null> {
  if (!ID.test(id) || (kind !== 'scene' && kind !== 'stream')) return null
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isAdminUser(user)) return null
  const playlist = kind === 'scene' ? await loadScenePlaylist(Number(id)) : await loadStream(Number(id)).then((stream) => (stream ? playlistOf(stream) : null))
  if (!playlist) return null
  const renderedAt = new Date()
  const branch = hasMenuBoard(playlist) ? await previewBranch() : null
  return {
    tv: { identifier: 'vorschau', name: 'Vorschau' },
    playlist,
    menuBoard: branch ? await loadMenuBoard(branch, renderedAt) : null,
    renderedAt: renderedAt.toISOString(),
  }
}
