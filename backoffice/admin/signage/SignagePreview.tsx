'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { LinkedField } from './LinkedField'
import { SIGNAGE_ADMIN_TEXTS as T } from './texts'

/** The player at 1920 × 1080, shrunk to the width of the edit view. */
const FRAME = { width: 1920, height: 1080, scale: 0.4 }

/**
 * The preview of a saved scene or stream in its edit view: the player page in preview mode
 * (/signage/preview/{scene|stream}/{id}) in a frame, as a TV shows it.
 */
export function SignagePreview({ kind }: { kind: 'scene' | 'stream' }) {
  const { id } = useDocumentInfo()
  if (!id) return <p className="field-description">{T.saveFirst}</p>
  const src = `/signage/preview/${kind}/${id}`
  return (
    <LinkedField label={T.preview} hint={T.previewHint} href={src} linkText={T.openPreview}>
      <div style={{ width: FRAME.width * FRAME.scale, height: FRAME.height * FRAME.scale, overflow: 'hidden', border: '1px solid var(--theme-elevation-150)' }}>
        <iframe
          title={T.preview}
          src={src}
          style={{ width: FRAME.width, height: FRAME.height, border: 0, transform: `scale(${FRAME.scale})`, transformOrigin: '0 0' }}
        />
      </div>
    </LinkedField>
  )
}
