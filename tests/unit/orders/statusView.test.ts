import { describe, expect, it } from '@jest/globals'

import type { StatusScreenOrder } from '@/src/domain/orders/customerStage'
import { orderStatusView, ticketLabel } from '@/src/domain/orders/statusView'

const thanks = 'Vielen Dank für Ihre Bestellung!'
const delivery = { isDelivery: true, isDineIn: false }
const pickup = { isDelivery: false, isDineIn: false }

describe('heading, messages and polling per state', () => {
  it.each<[string, StatusScreenOrder, string, string[], boolean]>([
    ['pending, cash', { status: 'pending', ...pickup, paymentMethod: 'cash' }, thanks,
      ['Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.'], true],
    ['pending, mollie unpaid', { status: 'pending', ...delivery, paymentMethod: 'mollie', isPaid: false }, thanks,
      ['Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.', 'Wir warten noch auf den Eingang Ihrer Zahlung.'], true],
    ['pending, mollie with isPaid missing', { status: 'pending', ...delivery, paymentMethod: 'mollie' }, thanks,
      ['Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.', 'Wir warten noch auf den Eingang Ihrer Zahlung.'], true],
    ['pending, mollie paid', { status: 'pending', ...delivery, paymentMethod: 'mollie', isPaid: true }, thanks,
      ['Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.'], true],
    ['pending, datatrans unpaid', { status: 'pending', ...delivery, paymentMethod: 'datatrans', isPaid: false }, thanks,
      ['Ihre Bestellung ist eingegangen und wartet auf die Bestätigung.'], true],
    ['confirmed', { status: 'confirmed', ...delivery }, thanks, ['Ihre Bestellung wurde bestätigt und wird vorbereitet.'], true],
    ['confirmed, mollie unpaid no longer waits for payment', { status: 'confirmed', ...delivery, paymentMethod: 'mollie', isPaid: false }, thanks,
      ['Ihre Bestellung wurde bestätigt und wird vorbereitet.'], true],
    ['in delivery, delivery order', { status: 'inDelivery', ...delivery }, thanks, ['Ihre Bestellung ist unterwegs.'], true],
    ['in delivery, pickup order', { status: 'inDelivery', ...pickup }, thanks, ['Ihre Bestellung ist abholbereit.'], true],
    ['in delivery, dine-in order counts as pickup', { status: 'inDelivery', isDelivery: false, isDineIn: true }, thanks,
      ['Ihre Bestellung ist abholbereit.'], true],
    ['completed, delivery order', { status: 'completed', ...delivery }, thanks, ['Ihre Bestellung wurde zugestellt.'], false],
    ['completed, pickup order', { status: 'completed', ...pickup }, thanks, ['Ihre Bestellung ist abgeschlossen.'], false],
    ['rejected with message', { status: 'rejected', ...pickup, rejectionMessage: ' Leider ist die Küche überlastet. ' }, 'Bestellung storniert',
      ['Ihre Bestellung wurde storniert.', 'Leider ist die Küche überlastet.'], false],
    ['rejected without message', { status: 'rejected', ...pickup, rejectionMessage: '' }, 'Bestellung storniert',
      ['Ihre Bestellung wurde storniert.'], false],
    ['canceled', { status: 'canceled', ...delivery }, 'Bestellung storniert', ['Ihre Bestellung wurde storniert.'], false],
    ['failed', { status: 'failed', ...delivery, paymentMethod: 'mollie' }, 'Bestellung fehlgeschlagen',
      ['Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.'], false],
  ])('%s', (_, order, heading, messages, keepPolling) => {
    const view = orderStatusView(order)
    expect(view.heading).toBe(heading)
    expect(view.messages).toEqual(messages)
    expect(view.keepPolling).toBe(keepPolling)
    expect(view.pollIntervalMs).toBe(10000)
  })
})

describe('status read from the flags of the public order', () => {
  it.each<[string, StatusScreenOrder, string]>([
    ['no flags', { ...delivery }, 'pending'],
    ['isConfirmed', { ...delivery, isConfirmed: true }, 'confirmed'],
    ['isInDelivery', { ...delivery, isConfirmed: true, isInDelivery: true }, 'inDelivery'],
    ['isCompleted and isDelivered', { ...delivery, isConfirmed: true, isCompleted: true, isDelivered: true }, 'completed'],
    ['isRejected', { ...pickup, isRejected: true }, 'rejected'],
    ['isCanceled', { ...pickup, isCanceled: true, isConfirmed: true }, 'canceled'],
    ['isFailed', { ...pickup, isFailed: true }, 'failed'],
  ])('%s → %s', (_, order, status) => expect(orderStatusView(order).status).toBe(status))
})

describe('timeline', () => {
  type Row = [boolean, boolean, string, string | null]
  const steps = (order: StatusScreenOrder) =>
    orderStatusView(order).steps.map((step): Row => [step.done, step.active, step.label, step.note])

  it.each<[string, StatusScreenOrder, Row[]]>([
    ['pending', { status: 'pending', ...delivery }, [
      [false, true, 'Bestätigung', null], [false, false, 'Vorbereitung', null], [false, false, 'Unterwegs', null], [false, false, 'Abgeschlossen', null]]],
    ['confirmed', { status: 'confirmed', ...delivery }, [
      [true, false, 'Bestätigung', null], [false, true, 'Vorbereitung', null], [false, false, 'Unterwegs', null], [false, false, 'Abgeschlossen', null]]],
    ['in delivery, pickup', { status: 'inDelivery', ...pickup }, [
      [true, false, 'Bestätigung', null], [true, false, 'Vorbereitung', null], [false, true, 'Abholbereit', null], [false, false, 'Abgeschlossen', null]]],
    ['completed, delivery', { status: 'completed', ...delivery }, [
      [true, false, 'Bestätigung', null], [true, false, 'Vorbereitung', null], [true, false, 'Unterwegs', null], [true, false, 'Abgeschlossen', 'Zugestellt']]],
    ['completed, pickup', { status: 'completed', ...pickup }, [
      [true, false, 'Bestätigung', null], [true, false, 'Vorbereitung', null], [true, false, 'Abholbereit', null], [true, false, 'Abgeschlossen', null]]],
    ['canceled', { status: 'canceled', ...delivery }, [
      [false, false, 'Bestätigung', null], [false, false, 'Vorbereitung', null], [false, false, 'Unterwegs', null], [false, false, 'Abgeschlossen', null]]],
  ])('%s', (_, order, expected) => expect(steps(order)).toEqual(expected))

  it('keys the steps', () =>
    expect(orderStatusView({ status: 'pending' }).steps.map((step) => step.key)).toEqual(['confirmation', 'preparation', 'onTheWay', 'completed']))
})

describe('counter-appointment prompt', () => {
  const proposal = '2026-11-21T17:30:00Z' // 18:30 in Vienna
  const prompt = {
    question: 'Leider ist Ihr Wunschtermin nicht möglich. Wir schlagen Ihnen stattdessen den 21.11.2026 um 18:30 Uhr vor. Ist dieser Termin für Sie in Ordnung?',
    confirmLabel: 'Ja',
    rejectLabel: 'Nein, Bestellung stornieren',
  }

  it.each<[string, StatusScreenOrder, typeof prompt | null]>([
    ['pending with a counter appointment', { status: 'pending', counterAppointment: proposal }, prompt],
    ['flags only, neither rejected nor confirmed', { counterAppointment: proposal }, prompt],
    ['no counter appointment', { status: 'pending', counterAppointment: null }, null],
    ['confirmed', { status: 'confirmed', counterAppointment: proposal }, null],
    ['rejected', { isRejected: true, counterAppointment: proposal }, null],
    ['canceled after saying no', { isCanceled: true, counterAppointment: proposal }, null],
    ['unreadable date', { status: 'pending', counterAppointment: 'bald' }, null],
  ])('%s', (_, order, expected) => expect(orderStatusView(order).counterAppointment).toEqual(expected))

  it('formats in the given time zone', () =>
    expect(orderStatusView({ status: 'pending', counterAppointment: proposal }, 'UTC').counterAppointment?.question).toContain(
      'den 21.11.2026 um 17:30 Uhr',
    ))
})

describe('ticketLabel', () => {
  it.each<[boolean | null | undefined, string]>([
    [false, 'Auftragsnummer'],
    [undefined, 'Auftragsnummer'],
    [null, 'Auftragsnummer'],
    [true, 'Bestellnummer'],
  ])('disableTickets %s → %s', (disabled, label) => expect(ticketLabel(disabled)).toBe(label))
})
