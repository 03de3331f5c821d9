'use client'

import { useCallback, useEffect, useState } from 'react'

import { type Cursor, nextCursor, type Playlist, sceneAt, secondsOnScreen } from '@/src/domain/signage'

/** How soon a player with nothing to play asks again (a time window may open). */
const IDLE_RETRY_MS = 10_000

/** What is on screen: the cursor and a step number that changes with every scene shown (it restarts the transition). */
export interface Playback {
  cursor: Cursor | null
  step: number
}

type State = Playback & { playlist: Playlist }

const sameCursor = (a: Cursor | null, b: Cursor | null) => a?.segment === b?.segment && a?.scene === b?.scene

/**
 * Plays the playlist: each scene for its seconds on screen, then the next one the rules allow at
 * that moment (time windows, loop; src/domain/signage). A new playlist keeps the scene on screen
 * when it still exists there. `jumpTo` shows a scene at once ('Szene anzeigen').
 */
export function usePlayback(playlist: Playlist): { playback: Playback; jumpTo: (cursor: Cursor) => void } {
  const [state, setState] = useState<State>(() => ({ playlist, cursor: nextCursor(playlist, null, new Date()), step: 0 }))

  if (state.playlist !== playlist) {
    const keeps = sceneAt(playlist, state.cursor) !== null
    setState({ playlist, cursor: keeps ? state.cursor : nextCursor(playlist, null, new Date()), step: keeps ? state.step : state.step + 1 })
  }

  useEffect(() => {
    const wait = state.cursor ? secondsOnScreen(state.playlist, state.cursor) * 1000 : IDLE_RETRY_MS
    const timer = window.setTimeout(() => {
      setState((shown) => {
        const next = nextCursor(shown.playlist, shown.cursor, new Date())
        // staying on the last scene of a stream that does not loop: the same scene, its timer again
        return { ...shown, cursor: next, step: next && sameCursor(next, shown.cursor) ? shown.step : shown.step + 1 }
      })
    }, wait)
    return () => window.clearTimeout(timer)
  }, [state])

  const jumpTo = useCallback((cursor: Cursor) => setState((shown) => ({ ...shown, cursor, step: shown.step + 1 })), [])
  return { playback: { cursor: state.cursor, step: state.step }, jumpTo }
}
