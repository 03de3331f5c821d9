'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { donationText } from '@/src/domain/cart/donation'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import type { CheckoutDonatee } from '@/storefront/ordering/data/loadCheckout'
import styles from '../Checkout.module.css'
import { fieldId } from '../form'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

// Loaded when a visitor first opens the chooser, like the checkout's other overlays.
const DonateeDialog = dynamic(() => import('../pickers/DonateeDialog').then((module) => module.DonateeDialog), { ssr: false })

interface DonationSectionProps {
  donatees: CheckoutDonatee[]
  currency: string
  donatee: number | null
  onDonatee: (id: number | null) => void
  hasError: boolean
}

/** The donation (0,07 € per order): the chosen recipient and the chooser overlay. */
export function DonationSection({ donatees, currency, donatee, onDonatee, hasError }: DonationSectionProps) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(0)
  const chosen = donatees.find((entry) => entry.id === donatee) ?? null
  return (
    <Section title={CHECKOUT_TEXTS.donationSection} id="checkout-donation">
      <p>{donationText(currency)}</p>
      <div className={['field', hasError ? 'field-error' : ''].join(' ')} data-field="donatee">
        {chosen ? <p id={fieldId('donatee')} data-testid="chosen-donatee">{fillPlaceholders(CHECKOUT_TEXTS.chosenDonatee, { name: chosen.name })}</p> : null}
        <p className={styles.buttons}>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setOpened((count) => count + 1)
              setOpen(true)
            }}
          >
            {chosen ? CHECKOUT_TEXTS.changeDonatee : CHECKOUT_TEXTS.chooseDonatee}
          </button>
          {chosen ? <button type="button" className="btn" onClick={() => onDonatee(null)}>{CHECKOUT_TEXTS.noDonatee}</button> : null}
        </p>
      </div>
      {opened > 0 ? (
        <DonateeDialog
          key={opened}
          open={open}
          donatees={donatees}
          selected={donatee}
          onSelect={(id) => {
            onDonatee(id)
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Section>
  )
}
