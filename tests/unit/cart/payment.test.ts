import { describe, expect, it } from '@jest/globals'

import {
  CHECKOUT_PAYMENT_METHODS,
  defaultPaymentMethod,
  offeredPaymentMethods,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_METHODS,
  type PaymentConfig,
  type PaymentMethod,
} from '@/src/domain/cart/payment'
import type { Branch } from '@/src/domain/branches/types'

const branch = (flags: Partial<Branch>): Branch => ({ id: 1, identifier: 'graz', name: 'Graz', ...flags })
const allGlobal: PaymentConfig = {
  enableCash: true,
  enableATMCard: true,
  enableHydroAGVoucher: true,
  enableMollie: true,
  enableDatatrans: true,
}
const allAtBranch = branch({
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: true,
  isMollieEnabled: true,
  isDatatransEnabled: true,
})

describe('offeredPaymentMethods: enabled globally and at the branch', () => {
  it('offers all five with their labels', () =>
    expect(offeredPaymentMethods(allGlobal, allAtBranch)).toEqual([
      { id: 'cash', label: 'Barzahlung' },
      { id: 'atm-card', label: 'Bankomatkarte' },
      { id: 'hydro-ag-voucher', label: 'Hydro AG Gutschein' },
      { id: 'mollie', label: 'Online bezahlen (Mollie)' },
      { id: 'datatrans', label: 'Online bezahlen (Datatrans)' },
    ]))

  it.each<[string, PaymentConfig, Branch, PaymentMethod[]]>([
    ['globally off', { ...allGlobal, enableMollie: false, enableCash: false }, allAtBranch, ['atm-card', 'hydro-ag-voucher', 'datatrans']],
    ['off at the branch', allGlobal, branch({ isCashEnabled: true, isDatatransEnabled: true }), ['cash', 'datatrans']],
    ['on at the branch only', {}, allAtBranch, []],
  ])('%s', (_, config, at, expected) => expect(offeredPaymentMethods(config, at).map((option) => option.id)).toEqual(expected))
})

describe('defaultPaymentMethod: cash, else datatrans, else none', () => {
  it.each<[string, Branch, PaymentConfig | undefined, PaymentMethod | null]>([
    ['cash allowed', allAtBranch, undefined, 'cash'],
    ['no cash, datatrans allowed', branch({ isMollieEnabled: true, isDatatransEnabled: true }), undefined, 'datatrans'],
    ['neither', branch({ isMollieEnabled: true, isATMCardEnabled: true }), undefined, null],
    ['cash switched off globally', allAtBranch, { ...allGlobal, enableCash: false }, 'datatrans'],
    ['both switched off globally', allAtBranch, { enableMollie: true }, null],
  ])('%s', (_, at, config, expected) => expect(defaultPaymentMethod(at, config)).toBe(expected))
})

describe('payment method lists: one source for checkout and the orders collection', () => {
  it('lists every method with its label as select options, invoice last', () =>
    expect(PAYMENT_METHOD_OPTIONS).toEqual([
      { value: 'cash', label: 'Barzahlung' },
      { value: 'atm-card', label: 'Bankomatkarte' },
      { value: 'hydro-ag-voucher', label: 'Hydro AG Gutschein' },
      { value: 'mollie', label: 'Online bezahlen (Mollie)' },
      { value: 'datatrans', label: 'Online bezahlen (Datatrans)' },
      { value: 'invoice', label: 'Rechnung' },
    ]))

  it.each<[string, readonly PaymentMethod[], PaymentMethod[]]>([
    ['all methods', PAYMENT_METHODS, ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans', 'invoice']],
    ['checkout methods', CHECKOUT_PAYMENT_METHODS, ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans']],
  ])('%s', (_, list, expected) => expect([...list]).toEqual(expected))

  it('never offers invoice in the food checkout, even with every switch on', () => {
    const everything = { ...allGlobal, enableInvoice: true } as PaymentConfig
    const branchWithInvoice = { ...allAtBranch, isInvoiceEnabled: true } as Branch
    expect(offeredPaymentMethods(everything, branchWithInvoice).map((option) => option.id)).not.toContain('invoice')
  })
})
