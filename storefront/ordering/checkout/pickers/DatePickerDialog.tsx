'use client'

import { useState } from 'react'

import { datePickerMonth, initialMonth, type MonthRef, shiftMonth } from '@/src/domain/slots/datePicker'
import { SLOT_TEXTS } from '@/src/domain/slots/texts'
import { formatDate } from '@/src/domain/text/dates'
import { Dialog } from '@/storefront/ui/Dialog'

import { CHECKOUT_TEXTS } from '../texts'
import styles from './Pickers.module.css'

interface DatePickerDialogProps {
  open: boolean
  /** Selectable days 'YYYY-MM-DD'; null while loading. */
  days: string[] | null
  selected: string | null
  now: Date
  onClear: () => void
  onSave: (date: string) => void
  onClose: () => void
}

/**
 * Month view with ISO week numbers (KW), Monday first; past days, days without appointments and
 * days of the neighbouring months are disabled. 'Auswahl aufheben' removes the wish (as soon as
 * possible), 'Speichern' goes on to the time of the chosen day.
 */
export function DatePickerDialog({ open, days, selected, now, onClear, onSave, onClose }: DatePickerDialogProps) {
  const [picked, setPicked] = useState<string | null>(selected)
  const [month, setMonth] = useState<MonthRef | null>(null)
  const shown = month ?? (days ? initialMonth(picked, days, now) : null)
  const view = shown && days ? datePickerMonth(shown, days, now, undefined, picked) : null
  const canSave = Boolean(picked && days?.includes(picked))

  return (
    <Dialog
      open={open}
      title={CHECKOUT_TEXTS.datePickerTitle}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClear}>{SLOT_TEXTS.clearSelection}</button>
          <button type="button" className="btn btn-primary" disabled={!canSave} onClick={() => picked && onSave(picked)}>{SLOT_TEXTS.save}</button>
        </>
      }
    >
      {!view ? (
        <p className={styles.loading} role="status">{CHECKOUT_TEXTS.availabilityLoading}</p>
      ) : (
        <div className={styles.calendar}>
          <div className={styles.monthBar}>
            <button type="button" className={styles.navButton} aria-label={CHECKOUT_TEXTS.previousMonth} disabled={!view.canGoBack} onClick={() => setMonth(shiftMonth(view, -1))}>‹</button>
            <p className={styles.monthTitle} aria-live="polite">{view.title}</p>
            <button type="button" className={styles.navButton} aria-label={CHECKOUT_TEXTS.nextMonth} disabled={!view.canGoForward} onClick={() => setMonth(shiftMonth(view, 1))}>›</button>
          </div>
          <table className={styles.month}>
            <thead>
              <tr>
                <th scope="col" className={styles.week}>{view.weekLabel}</th>
                {view.weekdays.map((weekday) => <th key={weekday} scope="col">{weekday}</th>)}
              </tr>
            </thead>
            <tbody>
              {view.weeks.map((week) => (
                <tr key={week.weekNumber + week.days[0].date}>
                  <th scope="row" className={styles.week}>{week.weekNumber}</th>
                  {week.days.map((day) => (
                    <td key={day.date}>
                      {day.isOutsideMonth ? null : (
                        <button
                          type="button"
                          className={[styles.day, day.isSelected ? styles.selected : '', day.isToday ? styles.today : ''].join(' ')}
                          disabled={day.isDisabled}
                          aria-pressed={day.isSelected}
                          aria-label={formatDate(day.date)}
                          data-date={day.date}
                          onClick={() => setPicked(day.date)}
                        >
                          {day.day}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  )
}
