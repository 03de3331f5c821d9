'use client'

import { useDisplaySetting } from '@/backoffice/desk/board/displaySettings'

import { DisplaySwitches } from './DisplaySwitches'
import { listHidingCss } from './hidingStyles'

/** Above the orders list: the display switches; customer or product columns leave the list while off. */
export function OrderListDisplaySettings() {
  const [showProducts] = useDisplaySetting('productData')
  const [showCustomer] = useDisplaySetting('customerData')
  const css = listHidingCss({ customer: !showCustomer, product: !showProducts })
  return (
    <div className="order-display-settings" style={{ marginBottom: 'var(--base)' }}>
      <DisplaySwitches />
      {css ? <style data-testid="order-display-hiding">{css}</style> : null}
    </div>
  )
}
