'use client'

import { useState } from 'react'

import { windowsFromClock, type ClockWindow } from '@/src/domain/slots/clockWindows'
import { appointmentAt } from '@/src/domain/slots/labels'
import { SLOT_TEXTS } from '@/src/domain/slots/texts'
import { stepHour, stepMinute, timePickerModel } from '@/src/domain/slots/timePicker'
import { Dialog } from '@/storefront/ui/Dialog'

import { CHECKOUT_TEXTS } from '../texts'
import styles from './Pickers.module.css'

interface TimePickerDialogProps {
  open: boolean
  /** Written day shown in the title ('Heute', 'Morgen', 'Fr., 27.11.2026'). */
  dayLabel: string
  date: string
  /** The day's windows; null while loading. */
  windows: ClockWindow[] | null
  initialTime: string | null
  /** The appointment (ISO date-time in the branch's zone) of the day and the saved time. */
  onSave: (appointment: string | null) => void
  onClose: () => void
}

const pad = (value: number | null) => (value === null ? '--' : String(value).padStart(2, '0'))

/**
 * Hour and minute steppers in 5-minute steps through the day's available windows, the list of
 * those windows, and the message when the day has none. 'Speichern' is disabled while the shown
 * time is not available.
 */
export function TimePickerDialog({ open, dayLabel, date, windows, initialTime, onSave, onClose }: TimePickerDialogProps) {
  const [value, setValue] = useState<string | null>(initialTime)
  const model = windows ? timePickerModel(windowsFromClock(date, windows), value) : null
  const step = (stepper: typeof stepHour, direction: 1 | -1) => model && setValue(stepper(model.slots, model.value, direction))

  return (
    <Dialog
      open={open}
      title={`${CHECKOUT_TEXTS.timePickerTitle}: ${dayLabel}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>{SLOT_TEXTS.cancel}</button>
          <button type="button" className="btn btn-primary" disabled={!model?.isAvailable} onClick={() => model?.value && onSave(appointmentAt(date, model.value))}>{SLOT_TEXTS.save}</button>
        </>
      }
    >
      {!model ? (
        <p className={styles.loading} role="status">{CHECKOUT_TEXTS.availabilityLoading}</p>
      ) : model.message ? (
        <p className="notice notice-warning" role="status">{model.message}</p>
      ) : (
        <>
          <div className={styles.steppers}>
            <Stepper label={CHECKOUT_TEXTS.hour} value={pad(model.hour)} canDown={model.canDecreaseHour} canUp={model.canIncreaseHour} onDown={() => step(stepHour, -1)} onUp={() => step(stepHour, 1)} />
            <span className={styles.colon} aria-hidden>:</span>
            <Stepper label={CHECKOUT_TEXTS.minute} value={pad(model.minute)} canDown={model.canDecreaseMinute} canUp={model.canIncreaseMinute} onDown={() => step(stepMinute, -1)} onUp={() => step(stepMinute, 1)} />
          </div>
          <h3 className={styles.windowsTitle}>{CHECKOUT_TEXTS.availableTimes}</h3>
          <ul className={styles.windows}>
            {model.windows.map((window) => (
              <li key={window.start}>
                <button type="button" className={styles.window} onClick={() => setValue(window.from)}>
                  {window.from} - {window.to}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  )
}

interface StepperProps {
  label: string
  value: string
  canDown: boolean
  canUp: boolean
  onDown: () => void
  onUp: () => void
}

function Stepper({ label, value, canDown, canUp, onDown, onUp }: StepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.stepButton} aria-label={`${label} ${CHECKOUT_TEXTS.later}`} disabled={!canUp} onClick={onUp}>+</button>
      <output className={styles.stepValue} aria-live="polite" aria-label={label}>{value}</output>
      <button type="button" className={styles.stepButton} aria-label={`${label} ${CHECKOUT_TEXTS.earlier}`} disabled={!canDown} onClick={onDown}>−</button>
    </div>
  )
}
