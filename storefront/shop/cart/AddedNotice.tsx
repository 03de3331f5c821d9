import Link from 'next/link'

import { partsShopAddedNotice } from '@/src/domain/cart'

import { SHOP_TEXTS } from '../texts'

export type Added = { count: number; amount: number }

/** '{amount} Artikel zum Warenkorb hinzugefügt.' with the way to the cart, in a polite live region; a new add announces again. */
export function AddedNotice({ added, className }: { added: Added | null; className?: string }) {
  return (
    <div role="status">
      {added ? (
        <p key={added.count} className={className}>
          {partsShopAddedNotice(added.amount)} <Link href="/shop/cart">{SHOP_TEXTS.toCart}</Link>
        </p>
      ) : null}
    </div>
  )
}

/** The next notice state after adding `amount`. */
export const nextAdded = (previous: Added | null, amount: number): Added => ({ count: (previous?.count ?? 0) + 1, amount })
