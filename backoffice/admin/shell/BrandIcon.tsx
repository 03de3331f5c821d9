import type { Payload } from 'payload'

import { shopName } from './shopName'

/** Navigation icon of the back office: the shop name's initial on the theme colour. */
export default async function BrandIcon({ payload }: { payload: Payload }) {
  const name = await shopName(payload)
  return (
    <span
      title={name}
      aria-label={name}
      style={{
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 28, height: 28,
        background: '#DC0814', color: '#fff', fontWeight: 700,
      }}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
