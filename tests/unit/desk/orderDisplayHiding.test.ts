import { describe, expect, it } from '@jest/globals'

import { customerTabHidingCss, listHidingCss, orderTabHidingCss } from '@/backoffice/admin/orders/display/hidingStyles'

/** What 'Produktdaten anzeigen' and 'Kundendaten anzeigen' hide in the back office's order views (issue 26, 2.9). */
describe('display switches in the order views', () => {
  it('hide nothing while both are on', () => {
    expect(listHidingCss({ customer: false, product: false })).toBe('')
    expect(orderTabHidingCss({ customer: false, product: false })).toBe('')
    expect(customerTabHidingCss(false)).toBe('')
  })

  it('without customer data the list loses the customer columns, heading and cells, but keeps order number and total', () => {
    const css = listHidingCss({ customer: true, product: false })
    for (const column of ['customerName', 'firstName', 'lastName', 'companyName', 'email', 'phone', 'city', 'customer', 'externalUser']) {
      expect(css).toContain(`#heading-${column},`)
      expect(css).toContain(`td.cell-${column}`)
    }
    for (const kept of ['uid', 'totals__gross', 'status', 'items__name']) expect(css).not.toContain(`cell-${kept}`)
  })

  it('without product data the list loses the item columns', () => {
    const css = listHidingCss({ customer: false, product: true })
    expect(css).toContain('td.cell-items__name')
    expect(css).not.toContain('customerName')
  })

  it('in the edit view the customer tab hides all after its marker, the order tab its items and customer relations', () => {
    expect(customerTabHidingCss(true)).toBe('.order-display-gate--customer ~ * { display: none !important; }')
    const both = orderTabHidingCss({ customer: true, product: true })
    expect(both).toContain('#field-items')
    expect(both).toContain('[data-display="product-data"]')
    expect(both).toContain(':has(#field-customer)')
    expect(orderTabHidingCss({ customer: false, product: true })).not.toContain('#field-customer')
  })
})
