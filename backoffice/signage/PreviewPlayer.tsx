'use client'

import { Stage } from './Stage'
import { SIGNAGE_TEXTS as T } from './texts'
import type { PlayerData } from './types'
import { usePlayback } from './usePlayback'

/** A stream or scene played as a TV would, for the back office's preview: no heartbeat, no commands. */
export function PreviewPlayer({ data }: { data: PlayerData }) {
  const { playback } = usePlayback(data.playlist)
  return <Stage data={data} playback={playback} notice={T.preview} />
}
