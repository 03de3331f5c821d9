'use client'

import { unitChoices } from '@/src/domain/quantity'
import type { Product } from '@/src/domain/products/types'
import { unitLabel } from '@/src/domain/units'

import styles from './ItemDialog.module.css'
import { ITEM_DIALOG_TEXTS as T } from './texts'
import type { ItemDraft } from './useItemDraft'

/**
 * Amount stepper (decrease disabled at the minimum, increase at the maximum; typed amounts accept a
 * decimal comma and are snapped when the field is left) and, for products with alternative units,
 * the unit switch.
 */
export function AmountField({ product, draft }: { product: Product; draft: ItemDraft }) {
  const units = unitChoices(product)
  return (
    <div className={styles.amountRow}>
      <div className={styles.amountField}>
        <label htmlFor="item-amount" className={styles.label}>{T.amount}</label>
        <div className={styles.stepper}>
          <button type="button" className={styles.stepButton} onClick={draft.decrease} disabled={!draft.canDecrease} aria-label={T.decrease}>
            −
          </button>
          <input
            id="item-amount"
            className={styles.amountInput}
            inputMode="decimal"
            autoComplete="off"
            value={draft.amountInput}
            onChange={(event) => draft.typeAmount(event.target.value)}
            onBlur={draft.commitAmount}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                draft.commitAmount()
              }
            }}
          />
          <button type="button" className={styles.stepButton} onClick={draft.increase} disabled={!draft.canIncrease} aria-label={T.increase}>
            +
          </button>
          {units.length === 1 ? <span className={styles.unit}>{unitLabel(draft.unit)}</span> : null}
        </div>
      </div>
      {units.length > 1 ? (
        <div className={styles.amountField}>
          <label htmlFor="item-unit" className={styles.label}>{T.unit}</label>
          <select id="item-unit" className={styles.unitSelect} value={draft.unit} onChange={(event) => draft.changeUnit(event.target.value as typeof draft.unit)}>
            {units.map((unit) => (
              <option key={unit} value={unit}>{unitLabel(unit)}</option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  )
}
