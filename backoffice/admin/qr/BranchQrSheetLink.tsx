'use client'

import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'

import { QR_ADMIN_TEXTS as T } from './texts'

/** The branch's edit view: the printable PDF of its table codes (GET /api/branches/{id}/qr-sheet). */
export function BranchQrSheetLink() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  if (!id) return null
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={`${config.routes.api}/branches/${id}/qr-sheet`} buttonStyle="secondary" size="small" margin={false}>
        {T.printSheet}
      </Button>
      <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-500)' }}>{T.sheetHint}</p>
    </div>
  )
}
