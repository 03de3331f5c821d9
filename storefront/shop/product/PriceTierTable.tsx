import type { PriceTierRow } from '@/src/domain/pricing'

import { SHOP_TEXTS } from '../texts'
import styles from './ProductPanels.module.css'
import { PRODUCT_TEXTS } from './texts'
import { tierRowTexts } from './tierRows'

interface Props {
  tiers: PriceTierRow[]
  unit: string
  currency: string
}

/** 'Preisstaffelung': from which quantity ('ab 10 Stk.') which unit price applies, net or gross like every price. */
export function PriceTierTable({ tiers, unit, currency }: Props) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{SHOP_TEXTS.tabs.tiers}</caption>
      <thead>
        <tr>
          <th scope="col">{PRODUCT_TEXTS.tierQuantity}</th>
          <th scope="col">{PRODUCT_TEXTS.tierPrice}</th>
        </tr>
      </thead>
      <tbody>
        {tierRowTexts(tiers, unit, currency).map((row) => (
          <tr key={row.quantity}>
            <th scope="row">{row.quantity}</th>
            <td>
              <span className={styles.amount}>{row.price}</span> <span className={styles.suffix}>{row.suffix}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
