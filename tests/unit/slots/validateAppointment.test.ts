import { describe, expect, it } from '@jest/globals'

import { type AppointmentError, validateAppointment } from '@/src/domain/slots/validateAppointment'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { LeadTime } from '@/src/domain/products/types'

import { at, type B, deliveringShop, lead, shop, TZ } from './fixtures'

const REQUIRED: AppointmentError = { code: 'required', message: 'Bitte wählen Sie einen Termin aus.' }
const CLOSED: AppointmentError = {
  code: 'closed',
  message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
}
const required: B = { ...shop, isAppointmentRequired: true }

describe('validateAppointment (now: Tue 2026-03-03 10:01)', () => {
  it.each<[string, B, DeliveryMode, string | null, LeadTime[], AppointmentError | null]>([
    ['required and missing', required, 'takeaway', null, [], REQUIRED],
    ['required and unreadable', required, 'takeaway', 'bald', [], REQUIRED],
    ['not required and missing: as soon as possible', shop, 'takeaway', null, [], null],
    ['within opening hours tomorrow', shop, 'takeaway', '2026-03-04T12:00', [], null],
    ['the earliest slot itself', shop, 'takeaway', '2026-03-03T10:20', [], null],
    ['outside opening hours', required, 'takeaway', '2026-03-04T23:00', [], CLOSED],
    ['at the closing minute', shop, 'takeaway', '2026-03-04T22:00', [], CLOSED],
    ['delivery outside delivery hours', deliveringShop, 'delivery', '2026-03-04T21:30', [], CLOSED],
    ['takeaway at the same time is fine', deliveringShop, 'takeaway', '2026-03-04T21:30', [], null],
    ['delivery hours disabled: opening hours count', { ...deliveringShop, isDeliveryHoursEnabled: false }, 'delivery', '2026-03-04T21:30', [], null],
    ['in the past', shop, 'takeaway', '2026-03-02T12:00', [], {
      code: 'tooEarly', message: 'Der ausgewählte Termin liegt leider zu früh. Der frühestmögliche Termin ist Di., 03.03.2026, 10:20 Uhr.',
    }],
    ['inside the 15-minute gap', shop, 'takeaway', '2026-03-03T10:10', [], {
      code: 'tooEarly', message: 'Der ausgewählte Termin liegt leider zu früh. Der frühestmögliche Termin ist Di., 03.03.2026, 10:20 Uhr.',
    }],
    ['before a 2-hour lead time', shop, 'takeaway', '2026-03-03T11:00', [lead('hours', 2)], {
      code: 'tooEarly', message: 'Der ausgewählte Termin liegt leider zu früh. Der frühestmögliche Termin ist Di., 03.03.2026, 12:20 Uhr.',
    }],
    ['after a 2-hour lead time', shop, 'takeaway', '2026-03-03T12:30', [lead('hours', 2)], null],
    ['too early with no slot at all', { openingHours: [] }, 'takeaway', '2026-03-03T10:05', [], {
      code: 'tooEarly', message: 'Der ausgewählte Termin liegt leider zu früh.',
    }],
    ['beyond the 90-day window', shop, 'takeaway', '2026-06-01T12:00', [], {
      code: 'unavailableDay', message: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
    }],
    ['the last day of the window', shop, 'takeaway', '2026-05-31T12:00', [], null],
    ['an ISO value in UTC is read in Vienna', shop, 'takeaway', '2026-03-04T21:30:00.000Z', [], CLOSED],
  ])('%s', (_, branch, mode, appointment, leadTimes, expected) => {
    const local = appointment && !appointment.endsWith('Z') && appointment.includes('T') ? at(appointment).toISOString() : appointment
    expect(validateAppointment({ branch, mode, appointment: local, now: at('2026-03-03T10:01'), tz: TZ, leadTimes })).toEqual(expected)
  })
})
