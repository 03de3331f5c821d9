import { describe, expect, it } from '@jest/globals'

import { branchStatusTexts, type BranchStatusTexts } from '@/src/domain/schedule/statusTexts'
import { openBranchesText } from '@/src/domain/schedule/texts'
import type { Branch } from '@/src/domain/branches/types'

import { at, DAILY_10_22, daily, TZ } from './fixtures'

type B = Partial<Branch>
const plain: B = { openingHours: DAILY_10_22, isTakeawayEnabled: true }
const preorder: B = { ...plain, isPreorderEnabled: true }
const delivering: B = {
  openingHours: DAILY_10_22, deliveryHours: [daily('11:00', '21:00')], isDeliveryHoursEnabled: true,
  isDeliveryEnabled: true, isTakeawayEnabled: true,
}
const holiday: B = { openingHours: [], closedMessage: 'Wir sind auf Betriebsurlaub.' }

const CLOSED_NOW = 'Derzeit haben wir leider geschlossen.'

describe('branchStatusTexts', () => {
  it.each<[string, B, string, Partial<BranchStatusTexts>]>([
    ['open: Geöffnet bis', plain, '2026-03-03T12:00', {
      toolbar: { text: 'Geöffnet bis 22:00', isWarning: false }, closedBanner: null, checkoutClosed: null,
    }],
    ['21:00 is not yet a warning', plain, '2026-03-03T21:00', { toolbar: { text: 'Geöffnet bis 22:00', isWarning: false } }],
    ['closing within 60 minutes warns', plain, '2026-03-03T21:30', { toolbar: { text: 'Geöffnet bis 22:00', isWarning: true } }],
    ['closed, reopening today', plain, '2026-03-03T08:00', {
      toolbar: { text: 'Geschlossen', isWarning: false },
      closedBanner: [CLOSED_NOW, 'Wir öffnen wieder um 10:00 Uhr.'],
      checkoutClosed: [CLOSED_NOW, 'Wir öffnen wieder um 10:00 Uhr.'],
    }],
    ['closed with preorder, reopening on another day', preorder, '2026-03-03T22:30', {
      closedBanner: [CLOSED_NOW, 'Wir öffnen wieder am Mittwoch um 10:00 Uhr.', 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.'],
      checkoutClosed: [CLOSED_NOW, 'Wir öffnen wieder am Mittwoch um 10:00 Uhr.', 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.'],
    }],
    ['closed without next opening: closedMessage', holiday, '2026-03-03T12:00', {
      closedBanner: [CLOSED_NOW, 'Wir sind auf Betriebsurlaub.'],
    }],
    ['open but delivery not yet', delivering, '2026-03-03T10:30', {
      closedBanner: null,
      deliveryBanner: ['Derzeit ist leider keine Lieferung möglich.', 'Wir liefern wieder ab 11:00 Uhr.', 'Sie können Ihre Bestellung aber gerne selbst abholen.'],
      checkoutDelivery: ['Derzeit bieten wir leider keine Lieferung an.', 'Wir liefern wieder ab 11:00 Uhr.'],
    }],
    ['delivery over for today', { ...delivering, isDineInEnabled: true }, '2026-03-03T21:30', {
      deliveryBanner: ['Derzeit ist leider keine Lieferung möglich.', 'Wir liefern wieder am Mittwoch ab 11:00 Uhr.', 'Sie können Ihre Bestellung aber gerne selbst abholen oder vor Ort bestellen.'],
    }],
    ['delivery open: no delivery notices', delivering, '2026-03-03T12:00', { deliveryBanner: null, checkoutDelivery: null }],
    ['closed branch: the closed banner, not the delivery banner', delivering, '2026-03-03T08:00', {
      deliveryBanner: null, checkoutDelivery: ['Derzeit bieten wir leider keine Lieferung an.', 'Wir liefern wieder ab 11:00 Uhr.'],
    }],
    ['open around the clock', { openingHours: [daily('00:00', '00:00')] }, '2026-03-03T12:00', { toolbar: { text: 'Geöffnet', isWarning: false } }],
  ])('%s', (_, branch, local, expected) => expect(branchStatusTexts(branch, at(local), TZ)).toMatchObject(expected))
})

describe('toolbar count text', () => {
  it.each([
    [0, 'Alle Standorte geschlossen'],
    [1, '1 Standort geöffnet'],
    [3, '3 Standorte geöffnet'],
  ])('%d open', (count, text) => expect(openBranchesText(count)).toBe(text))
})
