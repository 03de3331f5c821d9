import { describe, expect, it } from '@jest/globals'

import { missingCheckoutFields, type OrderFormField, requiredCheckoutFields } from '@/src/domain/cart/checkoutFields'
import type { Branch } from '@/src/domain/branches/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'

const branch = (flags: Partial<Branch>): Branch => ({ id: 1, identifier: 'linz', name: 'Linz', ...flags })
const ALWAYS: OrderFormField[] = ['firstName', 'lastName']
const LEGAL: OrderFormField[] = ['legalInstructions', 'privacyPolicy']
const ADDRESS: OrderFormField[] = ['street', 'zipCode', 'city', 'country']

describe('requiredCheckoutFields per mode and branch flags', () => {
  it.each<[string, Partial<Branch>, DeliveryMode, OrderFormField[]]>([
    ['takeaway without flags', {}, 'takeaway', [...ALWAYS, ...LEGAL]],
    ['takeaway with e-mail and phone', { isTakeawayEmailRequired: true, isTakeawayPhoneRequired: true }, 'takeaway', [...ALWAYS, 'email', 'phone', ...LEGAL]],
    ['takeaway with address', { isTakeawayAddressRequired: true }, 'takeaway', [...ALWAYS, ...ADDRESS, ...LEGAL]],
    ['delivery flags do not apply to takeaway', { isDeliveryEmailRequired: true, isDeliveryPhoneRequired: true }, 'takeaway', [...ALWAYS, ...LEGAL]],
    ['delivery without flags: address and area', {}, 'delivery', [...ALWAYS, ...ADDRESS, 'deliveryArea', ...LEGAL]],
    ['delivery with e-mail and phone', { isDeliveryEmailRequired: true, isDeliveryPhoneRequired: true }, 'delivery', [...ALWAYS, 'email', 'phone', ...ADDRESS, 'deliveryArea', ...LEGAL]],
    ['dine-in: table', {}, 'dineIn', [...ALWAYS, 'table', ...LEGAL]],
    ['dine-in with phone', { isDineInPhoneRequired: true, isTakeawayEmailRequired: true }, 'dineIn', [...ALWAYS, 'phone', 'table', ...LEGAL]],
    ['dine-in with address', { isDineInAddressRequired: true }, 'dineIn', [...ALWAYS, ...ADDRESS, 'table', ...LEGAL]],
    ['appointment required', { isAppointmentRequired: true }, 'takeaway', [...ALWAYS, 'appointmentDate', ...LEGAL]],
  ])('%s', (_, flags, mode, expected) => expect(requiredCheckoutFields(branch(flags), mode)).toEqual(expected))
})

describe('missingCheckoutFields', () => {
  it('lists blank, unticked and missing required fields', () =>
    expect(
      missingCheckoutFields(branch({ isDineInEmailRequired: true }), 'dineIn', {
        firstName: 'Anna',
        lastName: '  ',
        email: 'anna@example.at',
        table: null,
        legalInstructions: true,
        privacyPolicy: false,
      }),
    ).toEqual(['lastName', 'table', 'privacyPolicy']))

  it('is empty for a complete delivery form', () =>
    expect(
      missingCheckoutFields(branch({}), 'delivery', {
        firstName: 'Anna',
        lastName: 'Huber',
        street: 'Maria-Theresien-Straße 1',
        zipCode: '6020',
        city: 'Innsbruck',
        country: 'AT',
        deliveryArea: '6020 Innsbruck',
        legalInstructions: true,
        privacyPolicy: true,
      }),
    ).toEqual([]))
})
