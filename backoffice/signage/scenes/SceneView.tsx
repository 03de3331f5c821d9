'use client'

import type { PlaylistScene } from '@/src/domain/signage'

import type { MenuBoardData } from '../types'
import { ContentScene } from './ContentScene'
import { MenuBoardScene } from './MenuBoardScene'
import { RichTextScene } from './RichTextScene'
import styles from './scenes.module.css'

interface Props {
  scene: PlaylistScene
  board: MenuBoardData | null
  renderedAt: string
}

/** One scene full screen, by its kind; the background picture (or the picture of kind image) behind it. */
export function SceneView({ scene, board, renderedAt }: Props) {
  const background = scene.background ? { backgroundImage: `url("${scene.background}")` } : undefined
  return (
    <div className={styles.scene} data-kind={scene.kind} style={scene.kind === 'image' ? undefined : background}>
      {scene.kind === 'image' && scene.background ? (
        // eslint-disable-next-line @next/next/no-img-element -- the prepared large size, no optimiser round trip
        <img className={styles.fullPicture} src={scene.background} alt={scene.title ?? ''} />
      ) : null}
      {scene.kind === 'video' && scene.video ? <video className={styles.fullPicture} src={scene.video} autoPlay muted loop playsInline /> : null}
      {scene.kind === 'richText' ? <RichTextScene scene={scene} /> : null}
      {scene.kind === 'menuBoard' ? <MenuBoardScene scene={scene} board={board} renderedAt={renderedAt} /> : null}
      {scene.kind === 'content' ? <ContentScene scene={scene} /> : null}
      {(scene.kind === 'image' || scene.kind === 'video') && (scene.title || scene.text) ? (
        <div className={styles.caption}>
          <ContentScene scene={{ ...scene, images: [] }} />
        </div>
      ) : null}
    </div>
  )
}
