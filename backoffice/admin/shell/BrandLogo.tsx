import type { Payload } from 'payload'

import { shopName } from './shopName'

/** Login page logo of the back office: the shop name in the theme colour. */
export default async function BrandLogo({ payload }: { payload: Payload }) {
  const name = await shopName(payload)
  return (
    <div style={{ textAlign: 'center' }}>
      <div style={{ fontSize: '2.25rem', fontWeight: 700, color: '#DC0814' }}>{name}</div>
      <div style={{ fontSize: '1rem', opacity: 0.7 }}>Backoffice</div>
    </div>
  )
}
