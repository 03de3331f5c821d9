import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { IMAGE_REF_SELECT, imagePath, imageRef, uploadPath, type ImageFields } from '@/src/domain/media'
import { isPopulated, withoutRowIds } from '@/src/domain/relations'
import { SCENE_KINDS, TRANSITIONS, type Playlist, type PlaylistScene, type PlaylistSegment, type SceneKind, type Transition } from '@/src/domain/signage'
import type { DigitalSignageSegment, DigitalSignageStream, Scene, Upload } from '@/src/payload-types'

import type { PlayerData } from '../types'
import { loadMenuBoard } from './loadMenuBoard'

const KEY = /^[A-Za-z0-9_-]{32,128}$/
const UPLOAD_SELECT = { publicHash: true, version: true, extension: true, mimeType: true } as const
const SCENE_SELECT = { name: true, path: true, kind: true, duration: true, backgroundImage: true, video: true, richText: true, content: true } as const

const picture = (image: number | ImageFields | null | undefined): string | null => {
  const ref = imageRef(image)
  return ref ? imagePath(ref, 'large') : null
}

const videoPath = (video: number | Upload | null | undefined): string | null =>
  isPopulated(video) && video.publicHash && video.mimeType === 'video/mp4' ? uploadPath(video) : null

function playlistScene(scene: Scene): PlaylistScene {
  const kind: SceneKind = SCENE_KINDS.includes(scene.kind) ? scene.kind : 'content'
  return {
    id: scene.id,
    path: scene.path,
    name: scene.name,
    kind,
    duration: scene.duration,
    title: scene.content?.title ?? null,
    text: scene.content?.text ?? null,
    richText: kind === 'richText' ? (scene.richText ?? null) : null,
    background: picture(scene.backgroundImage as ImageFields | number | null),
    images: (scene.content?.images ?? []).map((image) => picture(image as ImageFields | number)).filter((path): path is string => path !== null),
    video: kind === 'video' ? videoPath(scene.video) : null,
  }
}

function playlistSegment(segment: DigitalSignageSegment): PlaylistSegment {
  const transition: Transition = TRANSITIONS.includes(segment.transition) ? segment.transition : 'fade'
  return {
    id: segment.id,
    name: segment.name,
    transition,
    duration: segment.duration ?? null,
    schedule: withoutRowIds(segment.schedule) ?? [],
    scenes: (segment.scenes ?? []).filter(isPopulated).map(playlistScene),
  }
}

type StreamDoc = Pick<DigitalSignageStream, 'id' | 'isLooping' | 'segments'>

/** A stream as the player plays it (an empty programme for a TV without stream). */
export function playlistOf(stream: StreamDoc | number | null | undefined): Playlist {
  if (!isPopulated(stream)) return { isLooping: true, segments: [] }
  return { isLooping: stream.isLooping !== false, segments: (stream.segments ?? []).filter(isPopulated).map(playlistSegment) }
}

/** Reads a stream with its film sequences, scenes, pictures and videos in one call. */
export async function loadStream(id: number): Promise<StreamDoc | null> {
  const payload = await getPayload({ config: configPromise })
  return payload.findByID({
    collection: 'digital-signage-streams',
    id,
    depth: 3,
    disableErrors: true,
    overrideAccess: true,
    select: { isLooping: true, segments: true },
    populate: {
      'digital-signage-segments': { name: true, transition: true, duration: true, schedule: true, scenes: true },
      scenes: SCENE_SELECT,
      images: IMAGE_REF_SELECT,
      uploads: UPLOAD_SELECT,
    },
  })
}

/** A single scene played on its own (the admin's preview). */
export async function loadScenePlaylist(id: number): Promise<Playlist | null> {
  const payload = await getPayload({ config: configPromise })
  const scene = await payload.findByID({ collection: 'scenes', id, depth: 1, disableErrors: true, overrideAccess: true, select: SCENE_SELECT, populate: { images: IMAGE_REF_SELECT, uploads: UPLOAD_SELECT } })
  if (!scene) return null
  return { isLooping: true, segments: [{ id: 0, name: scene.name, transition: 'fade', duration: null, schedule: [], scenes: [playlistScene(scene as Scene)] }] }
}

export const hasMenuBoard = (playlist: Playlist) => playlist.segments.some((segment) => segment.scenes.some((scene) => scene.kind === 'menuBoard'))

/**
 * The player of the enabled TV with this identifier and API key, or null (the page's 404): not
 * cached, the key is checked on every call; the menu board comes from the branch page's cache.
 */
export async function loadPlayer(identifier: string, key: string | null | undefined): Promise<PlayerData | null> {
  if (!key || !KEY.test(key) || identifier.length > 200) return null
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'digital-signage-devices',
    where: { and: [{ identifier: { equals: identifier } }, { apiKey: { equals: key } }, { isEnabled: { equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: { identifier: true, name: true, branch: true, stream: true },
    populate: { branches: { identifier: true } },
  })
  const tv = docs[0]
  if (!tv) return null
  const streamId = isPopulated(tv.stream) ? tv.stream.id : tv.stream
  const playlist = playlistOf(streamId ? await loadStream(streamId) : null)
  const branchIdentifier = isPopulated(tv.branch) ? tv.branch.identifier : null
  const renderedAt = new Date()
  const menuBoard = branchIdentifier && hasMenuBoard(playlist) ? await loadMenuBoard(branchIdentifier, renderedAt) : null
  return { tv: { identifier: tv.identifier, name: tv.name }, playlist, menuBoard, renderedAt: renderedAt.toISOString() }
}
