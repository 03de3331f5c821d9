'use client'

import { sceneAt } from '@/src/domain/signage'

import styles from './Player.module.css'
import { SceneView } from './scenes/SceneView'
import { SIGNAGE_TEXTS as T } from './texts'
import type { PlayerData } from './types'
import type { Playback } from './usePlayback'

interface Props {
  data: PlayerData
  playback: Playback
  screenOn?: boolean
  /** A line at the bottom edge (offline, preview). */
  notice?: string | null
}

/** The screen: the scene on screen with its film sequence's transition, the idle text, or black when switched off. */
export function Stage({ data, playback, screenOn = true, notice }: Props) {
  const { cursor, step } = playback
  const scene = sceneAt(data.playlist, cursor)
  const transition = cursor ? (data.playlist.segments[cursor.segment]?.transition ?? 'none') : 'none'
  return (
    <main className={styles.stage} data-testid="signage-stage" data-scene={scene?.path ?? ''} data-screen={screenOn ? 'on' : 'off'}>
      {scene ? (
        <div key={step} className={styles.layer} data-transition={transition}>
          <SceneView scene={scene} board={data.menuBoard} renderedAt={data.renderedAt} />
        </div>
      ) : (
        <p className={styles.idle}>{T.idle}</p>
      )}
      {screenOn ? null : <div className={styles.off} aria-hidden="true" />}
      {notice ? <p className={styles.notice}>{notice}</p> : null}
    </main>
  )
}
