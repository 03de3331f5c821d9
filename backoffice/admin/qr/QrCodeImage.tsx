'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { QR_ADMIN_TEXTS as T } from './texts'

/**
 * The edit view's picture of a saved code (its short URL as vector SVG) with the downloads at print
 * size: SVG and PNG from GET /api/qr-codes/{id}/image (the browser sends the staff session).
 */
export function QrCodeImage() {
  const { id, data } = useDocumentInfo()
  const { config } = useConfig()
  const identifier = useFormFields(([fields]) => fields.identifier?.value)
  const name = useFormFields(([fields]) => fields.name?.value)
  if (!id) return <p style={{ marginBottom: 'var(--base)' }}>{T.afterSave}</p>

  const image = `${config.routes.api}/qr-codes/${id}/image`
  // A new picture after each save (identifier or table may have changed).
  const version = encodeURIComponent(String(data?.updatedAt ?? ''))
  const origin = config.serverURL || (typeof window === 'undefined' ? '' : window.location.origin)
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) * 1.5)', marginBottom: 'calc(var(--base) * 1.5)' }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an API answer of the session, not a static asset */}
      <img
        src={`${image}?format=svg&v=${version}`}
        alt={T.alt.replace('{name}', String(name ?? ''))}
        width={180}
        height={180}
        style={{ border: '1px solid var(--theme-elevation-150)', background: '#fff' }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) / 2)' }}>
        <strong>{T.heading}</strong>
        {identifier ? <span>{T.encodes}: <code>{`${origin}/q/${String(identifier)}`}</code></span> : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
          <Button el="anchor" url={`${image}?format=svg`} buttonStyle="secondary" size="small">{T.svg}</Button>
          <Button el="anchor" url={`${image}?format=png`} buttonStyle="secondary" size="small">{T.png}</Button>
        </div>
      </div>
    </div>
  )
}
