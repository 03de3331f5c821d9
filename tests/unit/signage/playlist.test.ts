import { describe, expect, it } from '@jest/globals'

import { cursorOfScene, isTvOnline, nextCursor, type Playlist, type PlaylistScene, sceneAt, secondsOnScreen } from '@/src/domain/signage'

const scene = (id: number, path: string, duration = 10): PlaylistScene => ({
  id, path, name: path, kind: 'content', duration, title: null, text: null, richText: null, background: null, images: [], video: null,
})

const welcome = { id: 1, name: 'Begrüßung', transition: 'fade' as const, duration: null, schedule: [], scenes: [scene(1, '/willkommen', 8), scene(2, '/online-bestellen', 12)] }
const lunch = { id: 2, name: 'Mittag', transition: 'slide' as const, duration: 30, schedule: [{ type: 'daily' as const, from: '11:00', to: '14:00' }], scenes: [scene(3, '/mittagsmenue', 15), scene(4, '/speisekarte', 5)] }
const looping: Playlist = { isLooping: true, segments: [welcome, lunch] }

// Vienna is UTC+1 in November.
const at = (time: string) => new Date(`2026-11-27T${time}:00+01:00`)

describe('signage playlist', () => {
  it('starts with the first scene and plays a film sequence in order', () => {
    expect(nextCursor(looping, null, at('12:00'))).toEqual({ segment: 0, scene: 0 })
    expect(nextCursor(looping, { segment: 0, scene: 0 }, at('12:00'))).toEqual({ segment: 0, scene: 1 })
  })

  it('plays the lunch sequence only within 11:00–14:00 and loops back to the start', () => {
    expect(nextCursor(looping, { segment: 0, scene: 1 }, at('12:00'))).toEqual({ segment: 1, scene: 0 })
    expect(nextCursor(looping, { segment: 0, scene: 1 }, at('15:00'))).toEqual({ segment: 0, scene: 0 })
    expect(nextCursor(looping, { segment: 1, scene: 1 }, at('13:00'))).toEqual({ segment: 0, scene: 0 })
  })

  it('leaves a sequence whose window closed while it played', () => {
    expect(nextCursor(looping, { segment: 1, scene: 0 }, at('14:00'))).toEqual({ segment: 0, scene: 0 })
  })

  it('stays on the last scene of a stream that does not loop', () => {
    const once: Playlist = { ...looping, isLooping: false }
    expect(nextCursor(once, { segment: 1, scene: 1 }, at('12:00'))).toEqual({ segment: 1, scene: 1 })
    expect(nextCursor(once, { segment: 0, scene: 1 }, at('16:00'))).toEqual({ segment: 0, scene: 1 })
  })

  it('has nothing to play when no sequence may play now', () => {
    const onlyLunch: Playlist = { isLooping: true, segments: [lunch] }
    expect(nextCursor(onlyLunch, null, at('09:00'))).toBeNull()
    expect(nextCursor({ isLooping: true, segments: [] }, null, at('09:00'))).toBeNull()
  })

  it('finds a scene by its path for "Szene anzeigen"', () => {
    expect(cursorOfScene(looping, '/speisekarte')).toEqual({ segment: 1, scene: 1 })
    expect(cursorOfScene(looping, '/gibt-es-nicht')).toBeNull()
    expect(sceneAt(looping, { segment: 1, scene: 1 })?.path).toBe('/speisekarte')
    expect(sceneAt(looping, { segment: 5, scene: 0 })).toBeNull()
  })

  it('shows a scene for its own duration, or its share of the sequence duration', () => {
    expect(secondsOnScreen(looping, { segment: 0, scene: 0 })).toBe(8)
    // 30 s shared 15 : 5
    expect(secondsOnScreen(looping, { segment: 1, scene: 0 })).toBe(22.5)
    expect(secondsOnScreen(looping, { segment: 1, scene: 1 })).toBe(7.5)
  })
})

describe('TV online state', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  it('is online within 90 seconds of the last sign of life', () => {
    expect(isTvOnline('2026-11-27T11:58:31Z', now)).toBe(true)
    expect(isTvOnline('2026-11-27T11:58:29Z', now)).toBe(false)
    expect(isTvOnline(null, now)).toBe(false)
    expect(isTvOnline('kein Datum', now)).toBe(false)
  })
})
