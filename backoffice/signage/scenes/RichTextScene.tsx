'use client'

import { RichText } from '@payloadcms/richtext-lexical/react'

import type { PlaylistScene } from '@/src/domain/signage'

import styles from './scenes.module.css'

type EditorState = Parameters<typeof RichText>[0]['data']

/** Formatted text of the editor, large on the screen. */
export function RichTextScene({ scene }: { scene: PlaylistScene }) {
  return (
    <div className={styles.richText}>
      {scene.richText ? <RichText data={scene.richText as EditorState} /> : null}
    </div>
  )
}
