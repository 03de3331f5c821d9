import { describe, expect, it } from '@jest/globals'

import { appliedDiscountsText, calculationModelLabel, PRICING_TEXTS, vatLineText } from '@/src/domain/pricing/texts'
import type { CalculationModel } from '@/src/domain/units/types'

describe('pricing texts', () => {
  it.each<[CalculationModel, string]>([
    ['fixed', 'Exakt'],
    ['approximate', 'ca.'],
    ['minimum', 'ab'],
  ])('calculation model %s → %s', (model, expected) => expect(calculationModelLabel(model)).toBe(expected))

  it.each<[unknown, string]>([
    [20, 'Mehrwertsteuer (20%)'],
    ['10', 'Mehrwertsteuer (10%)'],
    [5.5, 'Mehrwertsteuer (5,5%)'],
  ])('VAT line for %p', (rate, expected) => expect(vatLineText(rate)).toBe(expected))

  it.each<[unknown, string]>([
    [9.85, 'Angewendete Rabatte (~10%)'],
    [12.4, 'Angewendete Rabatte (~12%)'],
  ])('applied discounts %p', (percent, expected) => expect(appliedDiscountsText(percent)).toBe(expected))

  it('keeps the spec wording', () => {
    expect(PRICING_TEXTS).toMatchObject({ priceOnRequest: 'Preis auf Anfrage', excludingVat: 'exkl. MwSt.', includingVat: 'inkl. MwSt.', discounted: 'Rabattiert' })
  })
})
