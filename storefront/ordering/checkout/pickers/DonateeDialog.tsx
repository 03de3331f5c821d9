'use client'

import { useState } from 'react'

import { filterDonatees } from '@/src/domain/cart/donation'
import { Dialog } from '@/storefront/ui/Dialog'

import type { CheckoutDonatee } from '@/storefront/ordering/data/loadCheckout'
import { CHECKOUT_TEXTS, DONATEE_NOT_FOUND } from '../texts'
import styles from './Pickers.module.css'

interface DonateeDialogProps {
  open: boolean
  donatees: CheckoutDonatee[]
  selected: number | null
  onSelect: (id: number | null) => void
  onClose: () => void
}

/** The donation recipient chooser: a live search over name and description and the matching list. */
export function DonateeDialog({ open, donatees, selected, onSelect, onClose }: DonateeDialogProps) {
  const [term, setTerm] = useState('')
  const matches = filterDonatees(donatees, term)
  return (
    <Dialog open={open} title={CHECKOUT_TEXTS.donateeTitle} onClose={onClose} closeLabel={CHECKOUT_TEXTS.close}>
      <div className="field">
        <label htmlFor="checkout-donatee-search">{CHECKOUT_TEXTS.donateeSearch}</label>
        <input id="checkout-donatee-search" type="search" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="off" />
      </div>
      {matches.length === 0 ? (
        <p className="notice" role="status">{DONATEE_NOT_FOUND}</p>
      ) : (
        <ul className={styles.donatees}>
          {matches.map((donatee) => (
            <li key={donatee.id}>
              <button type="button" className={styles.donatee} aria-pressed={donatee.id === selected} onClick={() => onSelect(donatee.id)}>
                <span className={styles.donateeName}>{donatee.name}</span>
                {donatee.description ? <span className={styles.donateeDescription}>{donatee.description}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
