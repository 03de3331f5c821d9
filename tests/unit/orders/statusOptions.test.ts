import { describe, expect, it } from '@jest/globals'

import { shopOrderStatusLabel } from '@/src/domain/orders/shopOrderStatus'
import { ORDER_STATUSES } from '@/src/domain/orders/status'
import { ORDER_STATUS_LABELS, ORDER_STATUS_OPTIONS, SHOP_ORDER_STATUS_TEXTS, TIMELINE_TEXTS } from '@/src/domain/orders/texts'

describe('ORDER_STATUS_OPTIONS: the status select of the orders collection', () => {
  it('lists every status with its label in the order of ORDER_STATUSES', () =>
    expect(ORDER_STATUS_OPTIONS).toEqual([
      { value: 'pending', label: 'Wartet auf Bestätigung' },
      { value: 'confirmed', label: 'Bestätigt' },
      { value: 'inDelivery', label: 'Unterwegs / abholbereit' },
      { value: 'completed', label: 'Abgeschlossen' },
      { value: 'rejected', label: 'Abgelehnt' },
      { value: 'canceled', label: 'Storniert' },
      { value: 'failed', label: 'Fehlgeschlagen' },
    ]))

  it('covers ORDER_STATUSES exactly', () => expect(ORDER_STATUS_OPTIONS.map((option) => option.value)).toEqual([...ORDER_STATUSES]))
})

describe('status words are written once: other texts reuse ORDER_STATUS_LABELS', () => {
  it.each<[string, string, string]>([
    ['parts-shop completed', SHOP_ORDER_STATUS_TEXTS.completed, ORDER_STATUS_LABELS.completed],
    ['parts-shop canceled', SHOP_ORDER_STATUS_TEXTS.canceled, ORDER_STATUS_LABELS.canceled],
    ['timeline completed', TIMELINE_TEXTS.completed, ORDER_STATUS_LABELS.completed],
  ])('%s', (_, text, label) => expect(text).toBe(label))

  it('shows the shared words on the parts-shop order list', () =>
    expect([shopOrderStatusLabel({ isCompleted: true }).label, shopOrderStatusLabel({ isCanceled: true }).label]).toEqual([
      'Abgeschlossen',
      'Storniert',
    ]))
})
