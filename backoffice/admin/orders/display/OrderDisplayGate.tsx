'use client'

import { useDisplaySetting } from '@/backoffice/desk/board/displaySettings'

import { DisplaySwitches } from './DisplaySwitches'
import { CUSTOMER_GATE_CLASS, customerTabHidingCss, orderTabHidingCss } from './hidingStyles'
import { ORDER_DISPLAY_TEXTS as T } from './texts'

/**
 * The display switches in an order's edit view (a `ui` field; Payload mounts only the open tab):
 * at the top of the tab 'Bestellung' (kind 'order': both switches, hides the items and the
 * customer relations) and of the tab 'Kunde' (kind 'customer': hides every field after it and says
 * 'Kundendaten ausgeblendet').
 */
export function OrderDisplayGate({ kind = 'order' }: { kind?: 'order' | 'customer' }) {
  const [showProducts] = useDisplaySetting('productData')
  const [showCustomer] = useDisplaySetting('customerData')
  if (kind === 'customer') {
    const css = customerTabHidingCss(!showCustomer)
    return (
      <div className={CUSTOMER_GATE_CLASS} style={{ marginBottom: 'var(--base)' }}>
        <DisplaySwitches settings={['customerData']} />
        {showCustomer ? null : <p role="status">{T.customerHidden}</p>}
        {css ? <style data-testid="order-display-hiding">{css}</style> : null}
      </div>
    )
  }
  const css = orderTabHidingCss({ customer: !showCustomer, product: !showProducts })
  return (
    <div className="order-display-gate" style={{ marginBottom: 'var(--base)' }}>
      <DisplaySwitches />
      {showProducts ? null : <p role="status">{T.productHidden}</p>}
      {css ? <style data-testid="order-display-hiding">{css}</style> : null}
    </div>
  )
}
