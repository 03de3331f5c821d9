'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { appointmentLabel, appointmentParts, dayLabel } from '@/src/domain/slots/appointmentLabel'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import styles from '../Checkout.module.css'
import { fieldId } from '../form'
import { useAvailability } from '../hooks/useAvailability'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

interface AppointmentSectionProps {
  branchId: number
  mode: DeliveryMode
  productIds: (number | string)[]
  appointment: string | null
  isRequired: boolean
  now: Date
  onChange: (appointment: string | null) => void
  hasError: boolean
}

type Step = 'none' | 'date' | 'time'

// The pickers carry the calendar and zone rules (their library is a fifth of the checkout's script):
// loaded when a visitor first opens one.
const DatePickerDialog = dynamic(() => import('../pickers/DatePickerDialog').then((module) => module.DatePickerDialog), { ssr: false })
const TimePickerDialog = dynamic(() => import('../pickers/TimePickerDialog').then((module) => module.TimePickerDialog), { ssr: false })

/** The desired appointment: its label and the date and time picker overlays. */
export function AppointmentSection({ branchId, mode, productIds, appointment, isRequired, now, onChange, hasError }: AppointmentSectionProps) {
  const [step, setStep] = useState<Step>('none')
  const [opened, setOpened] = useState(0)
  const [timeDate, setTimeDate] = useState<string | null>(null)
  const chosen = appointmentParts(appointment)
  const days = useAvailability(branchId, mode, productIds, null, step === 'date')
  const dayWindows = useAvailability(branchId, mode, productIds, timeDate, step === 'time')
  const open = (next: Step, date?: string) => {
    setOpened((count) => count + 1)
    if (date) setTimeDate(date)
    setStep(next)
  }
  const close = () => setStep('none')

  return (
    <Section title={CHECKOUT_TEXTS.appointmentSection} id="checkout-appointment">
      <div className={['field', hasError ? 'field-error' : ''].join(' ')} data-field="appointmentDate">
        <p className={styles.appointment}>
          <span id={fieldId('appointmentDate')} className={styles.appointmentLabel} tabIndex={-1} data-testid="appointment-label">
            {appointmentLabel(appointment, isRequired, now)}
          </span>
          <button type="button" className="btn" onClick={() => open('date')} aria-invalid={hasError || undefined}>
            {CHECKOUT_TEXTS.chooseDate}
          </button>
          {chosen ? (
            <button type="button" className="btn" onClick={() => open('time', chosen.date)}>{CHECKOUT_TEXTS.chooseTime}</button>
          ) : null}
        </p>
      </div>
      {opened > 0 ? (
        <DatePickerDialog
          key={`date-${opened}`}
          open={step === 'date'}
          days={days?.days ?? null}
          selected={chosen?.date ?? null}
          now={now}
          onClear={() => {
            onChange(null)
            close()
          }}
          onSave={(date) => open('time', date)}
          onClose={close}
        />
      ) : null}
      {timeDate ? (
        <TimePickerDialog
          key={`time-${opened}`}
          open={step === 'time'}
          date={timeDate}
          dayLabel={dayLabel(timeDate, now)}
          windows={dayWindows?.windows ?? null}
          initialTime={chosen?.date === timeDate ? chosen.time : null}
          onSave={(appointment) => {
            onChange(appointment)
            close()
          }}
          onClose={close}
        />
      ) : null}
    </Section>
  )
}
