'use client'

import { useFormFields } from '@payloadcms/ui'

import { SIGNAGE_ADMIN_TEXTS as T } from './texts'

/** The address of the TV's player (/signage/{identifier}?key={apiKey}), for admins who see the key. */
export function PlayerAddress() {
  const identifier = useFormFields(([fields]) => fields.identifier?.initialValue)
  const apiKey = useFormFields(([fields]) => fields.apiKey?.initialValue)
  if (typeof identifier !== 'string' || typeof apiKey !== 'string' || !apiKey) return null
  const path = `/signage/${encodeURIComponent(identifier)}?key=${encodeURIComponent(apiKey)}`
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p className="field-label">{T.playerAddress}</p>
      <code style={{ wordBreak: 'break-all' }}>{path}</code>
      <p className="field-description">
        {T.playerHint}{' '}
        <a href={path} target="_blank" rel="noopener noreferrer">
          {T.openPlayer}
        </a>
      </p>
    </div>
  )
}
