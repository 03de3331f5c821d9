import type { ShopProduct } from '@/src/domain/contracts/partsShop'

import { SHOP_TEXTS } from '../texts'
import styles from './ProductPanels.module.css'
import { specificationRows } from './specificationRows'

/** 'Spezifikationen': material number, material group (staff only), then the attribute rows. */
export function SpecificationsTable({ product }: { product: Pick<ShopProduct, 'uid' | 'content'> }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{SHOP_TEXTS.tabs.specifications}</caption>
      <tbody>
        {specificationRows(product).map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th scope="row">{row.label}</th>
            <td>
              {'values' in row ? (
                <ul className={styles.values}>
                  {row.values.map((value, position) => (
                    <li key={`${position}-${value}`}>{value}</li>
                  ))}
                </ul>
              ) : (
                row.value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
