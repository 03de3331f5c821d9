'use client'

import type { DeliveryMode } from '@/src/domain/delivery/types'

import styles from './DeliveryModeChoice.module.css'
import { BRANCH_TEXTS, chosenTableText } from './texts'

interface Props {
  modes: DeliveryMode[]
  mode: DeliveryMode
  /** False until the cart is read in the browser: the buttons keep their place but show no choice yet. */
  hydrated: boolean
  onChoose: (mode: DeliveryMode) => void
  /** The table of a table's QR code, shown while dine-in is chosen. */
  table?: string | null
}

/** Takeaway, delivery and dine-in buttons, only the modes the branch enables; the chosen one is pressed. */
export function DeliveryModeChoice({ modes, mode, hydrated, onChoose, table = null }: Props) {
  if (modes.length === 0) return null
  return (
    <div className={styles.choice} role="group" aria-labelledby="delivery-mode-legend">
      <p id="delivery-mode-legend" className={styles.legend}>{BRANCH_TEXTS.deliveryModeLegend}</p>
      <div className={styles.buttons}>
        {modes.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.button}
            aria-pressed={hydrated && option === mode}
            onClick={() => onChoose(option)}
          >
            {BRANCH_TEXTS.deliveryModes[option]}
          </button>
        ))}
      </div>
      {hydrated && mode === 'dineIn' && table ? <p className={styles.table} data-testid="chosen-table">{chosenTableText(table)}</p> : null}
    </div>
  )
}
