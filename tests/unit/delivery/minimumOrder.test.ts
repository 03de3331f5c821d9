import { describe, expect, it } from '@jest/globals'

import { freeDeliveryHint } from '@/src/domain/delivery/freeDeliveryHint'
import { minimumOrderState } from '@/src/domain/delivery/minimumOrder'
import type { Numeric } from '@/src/domain/quantity/types'

describe('minimumOrderState (goods only, gross)', () => {
  it.each<[string, Numeric | null, unknown, string | undefined, object]>([
    [
      'goods below the minimum',
      '15',
      12.5,
      undefined,
      {
        isReached: false,
        difference: 2.5,
        message: 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
        suggestion: 'Fügen Sie Waren im Wert von mindestens 2,50 € hinzu oder wählen Sie eine andere Art der Lieferung.',
      },
    ],
    ['goods equal to the minimum', 15, 15, undefined, { isReached: true, difference: 0, message: null, suggestion: null }],
    ['goods above the minimum', 15, 15.01, undefined, { isReached: true, difference: 0, message: null, suggestion: null }],
    ['no minimum', null, 0, undefined, { isReached: true, minimumOrderValue: 0, message: null }],
    [
      'thousands and another currency',
      '1.500,00',
      499.5,
      'CHF',
      {
        isReached: false,
        minimumOrderValue: 1500,
        difference: 1000.5,
        message: 'Sie haben den Mindestbestellwert in Höhe von 1.500,00 CHF leider noch nicht erreicht.',
        suggestion: 'Fügen Sie Waren im Wert von mindestens 1.000,50 CHF hinzu oder wählen Sie eine andere Art der Lieferung.',
      },
    ],
  ])('%s', (_, minimum, goods, currency, expected) =>
    expect(minimumOrderState({ minimumOrderValue: minimum }, goods, currency)).toMatchObject(expected),
  )
})

describe('freeDeliveryHint', () => {
  it.each<[string, { free?: boolean; freeFromOrderValue?: string | number | null }, string | undefined, string | null]>([
    ['area with threshold', { free: false, freeFromOrderValue: 30 }, undefined, 'Kostenlose Lieferung ab 30,00 €.'],
    ['decimal comma threshold', { freeFromOrderValue: '25,5' }, undefined, 'Kostenlose Lieferung ab 25,50 €.'],
    ['other currency', { freeFromOrderValue: 30 }, 'CHF', 'Kostenlose Lieferung ab 30,00 CHF.'],
    ['free area needs no hint', { free: true, freeFromOrderValue: 30 }, undefined, null],
    ['no threshold', { freeFromOrderValue: null }, undefined, null],
    ['threshold 0', { freeFromOrderValue: 0 }, undefined, null],
  ])('%s', (_, area, currency, expected) => expect(freeDeliveryHint(area, currency)).toBe(expected))
})
