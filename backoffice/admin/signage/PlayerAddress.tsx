'use client'

import { useFormFields } from '@payloadcms/ui'

import { LinkedField } from './LinkedField'
import { SIGNAGE_ADMIN_TEXTS as T } from './texts'

/** The address of the TV's player (/signage/{identifier}?key={apiKey}), for admins who see the key. */
export function PlayerAddress() {
  const identifier = useFormFields(([fields]) => fields.identifier?.initialValue)
  const apiKey = useFormFields(([fields]) => fields.apiKey?.initialValue)
  if (typeof identifier !== 'string' || typeof apiKey !== 'string' || !apiKey) return null
  const path = `/signage/${encodeURIComponent(identifier)}?key=${encodeURIComponent(apiKey)}`
  return (
    <LinkedField label={T.playerAddress} hint={T.playerHint} href={path} linkText={T.openPlayer}>
      <code style={{ wordBreak: 'break-all' }}>{path}</code>
    </LinkedField>
  )
}
