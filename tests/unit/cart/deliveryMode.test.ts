import { describe, expect, it } from '@jest/globals'

import {
  availableModes,
  deliveryModeOf,
  initialDeliveryMode,
  isModePersisted,
  type PersistedModeFlags,
  withDeliveryMode,
} from '@/src/domain/cart/deliveryMode'
import type { Branch } from '@/src/domain/branches/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'

const branch = (enabled: Partial<Branch>): Branch => ({ id: 1, identifier: 'innsbruck', name: 'Innsbruck', ...enabled })
const all = branch({ isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true })
const noDelivery = branch({ isTakeawayEnabled: true, isDineInEnabled: true })
const deliveryOnly = branch({ isDeliveryEnabled: true })

describe('deliveryModeOf and withDeliveryMode: takeaway means both flags off', () => {
  it.each<[DeliveryMode, boolean, boolean]>([
    ['takeaway', false, false],
    ['delivery', true, false],
    ['dineIn', false, true],
  ])('%s ↔ isDelivery %p, isDineIn %p', (mode, isDelivery, isDineIn) => {
    const cart = withDeliveryMode({ items: [], isDelivery: true, isDineIn: true, order: {} }, mode)
    expect(cart).toEqual({ items: [], isDelivery, isDineIn, order: {} })
    expect(deliveryModeOf(cart)).toBe(mode)
  })
})

describe('deliveryModeOf: the mode from the flags (moved here from pricing deliveryModeOfCart and slots modeOfCart)', () => {
  it.each<[boolean, boolean, DeliveryMode]>([
    [true, false, 'delivery'],
    [false, true, 'dineIn'],
    [false, false, 'takeaway'],
    [true, true, 'delivery'],
  ])('isDelivery %p, isDineIn %p → %s', (isDelivery, isDineIn, expected) =>
    expect(deliveryModeOf({ isDelivery, isDineIn })).toBe(expected),
  )
})

describe('availableModes: only the modes the branch enables', () => {
  it.each<[string, Branch, DeliveryMode[]]>([
    ['all three', all, ['takeaway', 'delivery', 'dineIn']],
    ['no delivery', noDelivery, ['takeaway', 'dineIn']],
    ['delivery only', deliveryOnly, ['delivery']],
    ['none', branch({}), []],
  ])('%s', (_, enabled, expected) => expect(availableModes(enabled)).toEqual(expected))
})

describe('isModePersisted: either flag stored', () => {
  it.each<[PersistedModeFlags | null, boolean]>([
    [null, false],
    [{}, false],
    [{ isDelivery: null, isDineIn: undefined }, false],
    [{ isDelivery: false }, true],
    [{ isDineIn: true }, true],
  ])('%p → %p', (persisted, expected) => expect(isModePersisted(persisted)).toBe(expected))
})

describe('initialDeliveryMode', () => {
  it.each<[string, Branch, PersistedModeFlags | null, DeliveryMode | null, DeliveryMode]>([
    ['nothing persisted: the default applies', all, null, 'delivery', 'delivery'],
    ['nothing persisted, default dine-in', all, {}, 'dineIn', 'dineIn'],
    ['persisted takeaway (both flags stored false) beats the default', all, { isDelivery: false, isDineIn: false }, 'delivery', 'takeaway'],
    ['persisted dine-in beats the default', all, { isDineIn: true }, 'delivery', 'dineIn'],
    ['default not enabled: the first mode offered', noDelivery, null, 'delivery', 'takeaway'],
    ['default not enabled, only delivery offered', deliveryOnly, null, 'dineIn', 'delivery'],
    ['no default configured', deliveryOnly, null, null, 'delivery'],
    ['persisted mode no longer offered: the first mode offered, not the default', noDelivery, { isDelivery: true }, 'dineIn', 'takeaway'],
    ['branch offers nothing: takeaway', branch({}), null, 'delivery', 'takeaway'],
  ])('%s', (_, enabled, persisted, defaultMethod, expected) =>
    expect(initialDeliveryMode(enabled, persisted, defaultMethod)).toBe(expected),
  )
})
