import Link from 'next/link'

import { fillPlaceholders } from '@/src/domain/text'

import type { ShippingAddress } from './data'
import { DeleteAddressButton } from './DeleteAddressButton'
import styles from './Shipping.module.css'
import { SHIPPING_TEXTS as T } from './texts'

const lines = (address: ShippingAddress): string[] =>
  [
    address.companyName,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    [address.street, [address.stairway && `Stiege ${address.stairway}`, address.floor && `Stock ${address.floor}`, address.door && `Tür ${address.door}`].filter(Boolean).join('/')].filter(Boolean).join(', '),
    `${address.zipCode ?? ''} ${address.city ?? ''}`.trim(),
  ].filter((line): line is string => Boolean(line))

/** The customer's shipping addresses, each with edit and delete (zero-based index, shown +1). */
export function ShippingList({ addresses }: { addresses: ShippingAddress[] }) {
  return (
    <>
      {addresses.length === 0 ? <p>{T.empty}</p> : (
        <ol className={styles.list}>
          {addresses.map((address, index) => {
            const n = index + 1
            return (
              <li key={index} className={styles.entry} data-testid="shipping-address">
                <h2>{fillPlaceholders(T.entryTitle, { n })}</h2>
                <address className={styles.address}>
                  {lines(address).map((line) => <span key={line}>{line}<br /></span>)}
                  {address.email}<br />{address.phone}
                </address>
                <div className={styles.entryActions}>
                  <Link href={`/account/shipping/${index}`} className="btn" aria-label={fillPlaceholders(T.editLabel, { n })}>{T.edit}</Link>
                  <DeleteAddressButton index={index} label={fillPlaceholders(T.removeLabel, { n })} />
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className={styles.actions}>
        <Link href="/account/shipping/add" className="btn btn-primary">{T.create}</Link>
        <Link href="/account/login" className="btn">{T.back}</Link>
      </div>
    </>
  )
}
