import { DEFAULT_TIME_ZONE } from '../defaults'
import type { Rules } from '../schedule/intervals'
import { isWithinSchedule } from '../schedule/isWithinSchedule'

export const SCENE_KINDS = ['content', 'image', 'video', 'richText', 'menuBoard'] as const
export type SceneKind = (typeof SCENE_KINDS)[number]

export const TRANSITIONS = ['none', 'fade', 'slide', 'zoom'] as const
export type Transition = (typeof TRANSITIONS)[number]

/** One scene as the player receives it: what to show and for how many seconds. */
export interface PlaylistScene {
  id: number
  path: string
  name: string
  kind: SceneKind
  /** Seconds on screen (the scene's own 'Anzeigedauer'). */
  duration: number
  title: string | null
  text: string | null
  /** Formatted text as the editor stores it (kind richText). */
  richText: unknown
  /** Picture paths: the background (or the picture of kind image) and the content's pictures. */
  background: string | null
  images: string[]
  /** The video's path (kind video). */
  video: string | null
}

/** A film sequence: its scenes in order, within its time window (empty schedule = always). */
export interface PlaylistSegment {
  id: number
  name: string
  transition: Transition
  /** Seconds for the whole sequence; null = the sum of its scenes' durations. */
  duration: number | null
  schedule: Rules
  scenes: PlaylistScene[]
}

/** A TV's programme: its stream's film sequences, played in order, from the start again when looping. */
export interface Playlist {
  isLooping: boolean
  segments: PlaylistSegment[]
}

/** Where the player is: the film sequence and the scene within it (indexes). */
export interface Cursor {
  segment: number
  scene: number
}

const isPlayable = (segment: PlaylistSegment | undefined, now: Date, tz: string): segment is PlaylistSegment =>
  Boolean(segment && segment.scenes.length > 0 && isWithinSchedule(segment.schedule, now, tz))

/**
 * The scene to show after `current` (null: the first one) at `now`: the next scene of the film
 * sequence while its time window is open, else the first scene of the next sequence whose window is
 * open, from the start again when the stream loops. A stream that does not loop stays on its last
 * scene. null when no sequence may play now (the player shows the idle screen and asks again later).
 */
export function nextCursor(playlist: Playlist, current: Cursor | null, now: Date, tz: string = DEFAULT_TIME_ZONE): Cursor | null {
  const { segments, isLooping } = playlist
  if (current) {
    const segment = segments[current.segment]
    if (isPlayable(segment, now, tz) && current.scene + 1 < segment.scenes.length) return { segment: current.segment, scene: current.scene + 1 }
  }
  const start = current ? current.segment + 1 : 0
  for (let step = 0; step < segments.length; step += 1) {
    const index = start + step
    if (index >= segments.length && !isLooping) return current && isPlayable(segments[current.segment], now, tz) ? current : null
    const wrapped = index % segments.length
    if (isPlayable(segments[wrapped], now, tz)) return { segment: wrapped, scene: 0 }
  }
  return null
}

/** The first place the scene of `path` is played ('Szene anzeigen'), or null when the stream has no such scene. */
export function cursorOfScene(playlist: Playlist, path: string): Cursor | null {
  for (const [segment, { scenes }] of playlist.segments.entries()) {
    const scene = scenes.findIndex((candidate) => candidate.path === path)
    if (scene >= 0) return { segment, scene }
  }
  return null
}

/** The scene at a cursor, or null when the playlist changed under it. */
export const sceneAt = (playlist: Playlist, cursor: Cursor | null): PlaylistScene | null =>
  cursor ? (playlist.segments[cursor.segment]?.scenes[cursor.scene] ?? null) : null

/**
 * Seconds the scene at the cursor stays on screen: its own duration, or, when its film sequence has
 * a duration, that duration shared in proportion to the scenes' own durations (at least 1 second).
 */
export function secondsOnScreen(playlist: Playlist, cursor: Cursor): number {
  const segment = playlist.segments[cursor.segment]
  const scene = segment?.scenes[cursor.scene]
  if (!segment || !scene) return 0
  if (!segment.duration) return scene.duration
  const total = segment.scenes.reduce((sum, candidate) => sum + candidate.duration, 0)
  return Math.max(1, (segment.duration * scene.duration) / total)
}
