import { describe, expect, it } from '@jest/globals'

import { ORDER_ACTIONS, ORDER_STATUSES, isOrderAction, isOrderStatus, type OrderAction, type OrderStatus } from '@/src/domain/orders/status'
import { allowedActions, transition } from '@/src/domain/orders/transitions'

const ALLOWED: [OrderStatus, OrderAction, OrderStatus][] = [
  ['pending', 'confirm', 'confirmed'],
  ['pending', 'reject', 'rejected'],
  ['pending', 'cancel', 'canceled'],
  ['confirmed', 'in-delivery', 'inDelivery'],
  ['confirmed', 'completed', 'completed'],
  ['confirmed', 'cancel', 'canceled'],
  ['inDelivery', 'completed', 'completed'],
  ['inDelivery', 'cancel', 'canceled'],
]

const REFUSALS: Record<OrderStatus, Record<OrderAction, string>> = {
  pending: {
    cancel: '', confirm: '', reject: '',
    'in-delivery': 'Eine Bestellung mit dem Status „Wartet auf Bestätigung“ kann nicht auf „Unterwegs / abholbereit“ gesetzt werden.',
    completed: 'Eine Bestellung mit dem Status „Wartet auf Bestätigung“ kann nicht abgeschlossen werden.',
  },
  confirmed: {
    cancel: '', 'in-delivery': '', completed: '',
    confirm: 'Eine Bestellung mit dem Status „Bestätigt“ kann nicht bestätigt werden.',
    reject: 'Eine Bestellung mit dem Status „Bestätigt“ kann nicht abgelehnt werden.',
  },
  inDelivery: {
    cancel: '', completed: '',
    confirm: 'Eine Bestellung mit dem Status „Unterwegs / abholbereit“ kann nicht bestätigt werden.',
    reject: 'Eine Bestellung mit dem Status „Unterwegs / abholbereit“ kann nicht abgelehnt werden.',
    'in-delivery': 'Eine Bestellung mit dem Status „Unterwegs / abholbereit“ kann nicht auf „Unterwegs / abholbereit“ gesetzt werden.',
  },
  completed: {
    cancel: 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht storniert werden.',
    confirm: 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht bestätigt werden.',
    reject: 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht abgelehnt werden.',
    'in-delivery': 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht auf „Unterwegs / abholbereit“ gesetzt werden.',
    completed: 'Eine Bestellung mit dem Status „Abgeschlossen“ kann nicht abgeschlossen werden.',
  },
  rejected: {
    cancel: 'Eine Bestellung mit dem Status „Abgelehnt“ kann nicht storniert werden.',
    confirm: 'Eine Bestellung mit dem Status „Abgelehnt“ kann nicht bestätigt werden.',
    reject: 'Eine Bestellung mit dem Status „Abgelehnt“ kann nicht abgelehnt werden.',
    'in-delivery': 'Eine Bestellung mit dem Status „Abgelehnt“ kann nicht auf „Unterwegs / abholbereit“ gesetzt werden.',
    completed: 'Eine Bestellung mit dem Status „Abgelehnt“ kann nicht abgeschlossen werden.',
  },
  canceled: {
    cancel: 'Eine Bestellung mit dem Status „Storniert“ kann nicht storniert werden.',
    confirm: 'Eine Bestellung mit dem Status „Storniert“ kann nicht bestätigt werden.',
    reject: 'Eine Bestellung mit dem Status „Storniert“ kann nicht abgelehnt werden.',
    'in-delivery': 'Eine Bestellung mit dem Status „Storniert“ kann nicht auf „Unterwegs / abholbereit“ gesetzt werden.',
    completed: 'Eine Bestellung mit dem Status „Storniert“ kann nicht abgeschlossen werden.',
  },
  failed: {
    cancel: 'Eine Bestellung mit dem Status „Fehlgeschlagen“ kann nicht storniert werden.',
    confirm: 'Eine Bestellung mit dem Status „Fehlgeschlagen“ kann nicht bestätigt werden.',
    reject: 'Eine Bestellung mit dem Status „Fehlgeschlagen“ kann nicht abgelehnt werden.',
    'in-delivery': 'Eine Bestellung mit dem Status „Fehlgeschlagen“ kann nicht auf „Unterwegs / abholbereit“ gesetzt werden.',
    completed: 'Eine Bestellung mit dem Status „Fehlgeschlagen“ kann nicht abgeschlossen werden.',
  },
}

const isAllowed = (status: OrderStatus, action: OrderAction) => ALLOWED.some(([s, a]) => s === status && a === action)
const refused = ORDER_STATUSES.flatMap((status) =>
  ORDER_ACTIONS.filter((action) => !isAllowed(status, action)).map((action): [OrderStatus, OrderAction, string] => [status, action, REFUSALS[status][action]]),
)

describe('transition', () => {
  it.each(ALLOWED)('%s + %s → %s', (status, action, next) => expect(transition(status, action)).toEqual({ ok: true, status: next }))

  it('refuses 27 of the 35 combinations', () => expect(refused).toHaveLength(27))

  it.each(refused)('%s + %s is refused', (status, action, message) => {
    expect(message).not.toBe('')
    expect(transition(status, action)).toEqual({ ok: false, status, message })
  })
})

describe('allowedActions', () => {
  it.each<[OrderStatus, OrderAction[]]>([
    ['pending', ['cancel', 'confirm', 'reject']],
    ['confirmed', ['cancel', 'in-delivery', 'completed']],
    ['inDelivery', ['cancel', 'completed']],
    ['completed', []],
    ['rejected', []],
    ['canceled', []],
    ['failed', []],
  ])('%s → %j', (status, actions) => expect(allowedActions(status)).toEqual(actions))
})

describe('guards', () => {
  it.each<[unknown, boolean]>([['inDelivery', true], ['in-delivery', false], ['cancelled', false], [3, false]])(
    'isOrderStatus(%j) = %s',
    (value, expected) => expect(isOrderStatus(value)).toBe(expected),
  )
  it.each<[unknown, boolean]>([['in-delivery', true], ['inDelivery', false], ['completed', true], [null, false]])(
    'isOrderAction(%j) = %s',
    (value, expected) => expect(isOrderAction(value)).toBe(expected),
  )
})
