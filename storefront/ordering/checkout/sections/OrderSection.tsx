import { DELIVERY_MODE_LABELS } from '@/src/domain/cart/texts'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import type { CheckoutTable } from '@/storefront/ordering/data/loadCheckout'
import { controlProps, FormField } from '../fields/FormField'
import styles from '../Checkout.module.css'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

interface OrderSectionProps {
  modes: DeliveryMode[]
  mode: DeliveryMode
  onMode: (mode: DeliveryMode) => void
  tables: CheckoutTable[]
  table: number | null
  onTable: (table: number | null) => void
  errors: ReadonlySet<string>
}

/** Delivery type (only the modes the branch offers) and, for dine-in, the table. */
export function OrderSection({ modes, mode, onMode, tables, table, onTable, errors }: OrderSectionProps) {
  return (
    <Section title={CHECKOUT_TEXTS.orderSection} id="checkout-order">
      <FormField name="deliveryType" label={CHECKOUT_TEXTS.deliveryType} hasError={errors.has('isDelivery') || errors.has('isDineIn')}>
        <select {...controlProps('deliveryType', errors.has('isDelivery') || errors.has('isDineIn'))} value={mode} onChange={(event) => onMode(event.target.value as DeliveryMode)}>
          {modes.map((option) => (
            <option key={option} value={option}>{DELIVERY_MODE_LABELS[option]}</option>
          ))}
        </select>
      </FormField>
      {mode === 'dineIn' ? (
        <FormField name="table" label={CHECKOUT_TEXTS.table} required hasError={errors.has('table')}>
          <select
            {...controlProps('table', errors.has('table'))}
            aria-required
            aria-describedby="checkout-table-qr"
            value={table ?? ''}
            onChange={(event) => onTable(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{CHECKOUT_TEXTS.tablePlaceholder}</option>
            {tables.map((entry) => (
              <option key={entry.id} value={entry.id}>{entry.identifier}</option>
            ))}
          </select>
          <p id="checkout-table-qr" className={styles.hint}>{CHECKOUT_TEXTS.tableHint}</p>
        </FormField>
      ) : null}
    </Section>
  )
}
