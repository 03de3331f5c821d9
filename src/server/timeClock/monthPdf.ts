import { DateTime } from 'luxon'

import { DEFAULT_TIME_ZONE } from '@/src/domain/defaults'
import { WORKING_TIME_TYPES } from '@/src/domain/statistics'
import { balanceText, hoursText, workedMinutes } from '@/src/domain/timeClock'
import { PdfCanvas } from '@/src/server/pdf/pdfCanvas'

import type { MonthSheet } from './balances'
import { shiftOfActivity } from './personDays'

const zone = DEFAULT_TIME_ZONE

/** The German names of the activity kinds other than work that a day's remark names. */
const KIND_NAMES: Record<string, string> = { vacation: 'Urlaub', sickLeave: 'Krankenstand', timeOff: 'Zeitausgleich', travel: 'Dienstreise', training: 'Weiterbildung' }

/** The columns of a day's row, x positions in points (right-aligned columns name their end). */
const COLUMNS = { day: 50, times: 112, pauses: 300, worked: 352, planned: 404, balance: 458, remark: 466 }

export interface MonthPdfInput {
  month: string
  person: string
  branch: string | null
  shopName: string
  sheet: MonthSheet
  now: Date
}

const clock = (iso: string) => DateTime.fromISO(iso, { zone }).toFormat('HH:mm')

/**
 * The monthly time sheet of one employee as PDF (issue 24, item 5), for payroll: one row per day
 * with the recorded periods, pauses, worked and planned time and the day's balance, a remark for
 * holidays, absences and corrections, the month's sums with the balance carried in and out, and
 * lines for both signatures.
 */
export async function monthTimeSheetPdf({ month, person, branch, shopName, sheet, now }: MonthPdfInput): Promise<Uint8Array> {
  const monthName = DateTime.fromISO(`${month}-01`, { zone }).setLocale('de-AT').toFormat('LLLL yyyy')
  const canvas = await PdfCanvas.create(`Arbeitszeitnachweis ${monthName} – ${person}`)
  canvas.text(shopName, { grey: true })
  canvas.down(16)
  canvas.text(`Arbeitszeitnachweis ${monthName}`, { size: 16, bold: true })
  canvas.down(24)
  canvas.text(`Mitarbeiter:in: ${person}`)
  canvas.down(14)
  if (branch) {
    canvas.text(`Filiale: ${branch}`)
    canvas.down(14)
  }
  canvas.text(`Erstellt am ${DateTime.fromJSDate(now, { zone }).toFormat('dd.MM.yyyy HH:mm')}`, { grey: true, size: 9 })
  canvas.down(20)

  const head = (size = 9) => {
    canvas.text('Tag', { x: COLUMNS.day, bold: true, size })
    canvas.text('Zeiten', { x: COLUMNS.times, bold: true, size })
    canvas.text('Pausen', { x: COLUMNS.pauses, bold: true, size, align: 'right' })
    canvas.text('Gearbeitet', { x: COLUMNS.worked, bold: true, size, align: 'right' })
    canvas.text('Geplant', { x: COLUMNS.planned, bold: true, size, align: 'right' })
    canvas.text('Saldo', { x: COLUMNS.balance, bold: true, size, align: 'right' })
    canvas.text('Bemerkung', { x: COLUMNS.remark, bold: true, size })
    canvas.down(13)
    canvas.rule()
  }
  head()

  for (const day of sheet.days) {
    const activities = sheet.activities.filter((activity) => DateTime.fromISO(activity.startedAt, { zone }).toISODate() === day.day)
    const periods = activities.filter((activity) => (WORKING_TIME_TYPES as readonly string[]).includes(activity.type))
    const times = periods.map((activity) => `${clock(activity.startedAt)}–${activity.endedAt ? clock(activity.endedAt) : 'läuft'}`)
    const paused = periods.reduce((sum, activity) => sum + workedMinutes(shiftOfActivity(activity), now).paused, 0)
    const remarks = [
      ...(day.holiday ? [day.holiday] : []),
      ...new Set(activities.map((activity) => KIND_NAMES[activity.type]).filter((name): name is string => Boolean(name))),
      ...(activities.some((activity) => activity.correctionReason) ? ['korrigiert'] : []),
    ]
    const lines = Math.max(1, times.length)
    canvas.ensureSpace(lines * 12 + 4)
    canvas.text(DateTime.fromISO(day.day, { zone }).setLocale('de-AT').toFormat('ccc dd.MM.'), { x: COLUMNS.day, size: 9 })
    canvas.text(paused ? hoursText(paused) : '', { x: COLUMNS.pauses, size: 9, align: 'right' })
    canvas.text(day.worked + day.credited ? hoursText(day.worked + day.credited) : '', { x: COLUMNS.worked, size: 9, align: 'right' })
    canvas.text(day.planned ? hoursText(day.planned) : '', { x: COLUMNS.planned, size: 9, align: 'right' })
    canvas.text(day.balance ? balanceText(day.balance) : '', { x: COLUMNS.balance, size: 9, align: 'right' })
    canvas.text(remarks.join(', '), { x: COLUMNS.remark, size: 9 })
    canvas.lines(times.length ? times : [''], { x: COLUMNS.times, size: 9 })
  }

  const { totals } = sheet
  canvas.rule()
  canvas.down(4)
  const sums: [string, string][] = [
    ['Gearbeitet (mit Urlaub und Krankenstand)', hoursText(totals.worked + totals.credited)],
    ['Geplant', hoursText(totals.planned)],
    ['Saldo des Monats', balanceText(totals.balance)],
    ['Übertrag aus dem Vormonat', balanceText(totals.opening)],
    ['Saldo am Monatsende', balanceText(totals.closing)],
  ]
  for (const [label, value] of sums) {
    canvas.ensureSpace(14)
    canvas.text(label, { size: 10, bold: label === 'Saldo am Monatsende' })
    canvas.text(value, { x: COLUMNS.balance, size: 10, align: 'right', bold: label === 'Saldo am Monatsende' })
    canvas.down(14)
  }

  canvas.ensureSpace(90)
  canvas.down(50)
  canvas.text('______________________________', { size: 10 })
  canvas.text('______________________________', { x: 320, size: 10 })
  canvas.down(14)
  canvas.text('Datum, Unterschrift Mitarbeiter:in', { size: 9, grey: true })
  canvas.text('Datum, Unterschrift Arbeitgeber:in', { x: 320, size: 9, grey: true })
  return canvas.save()
}
