import type { ReactNode } from 'react'

import { fieldId } from '../form'

interface FormFieldProps {
  name: string
  label: ReactNode
  required?: boolean
  hasError?: boolean
  /** A hint below the control (e.g. the phone format). */
  hint?: ReactNode
  children: ReactNode
  className?: string
}

/** A labelled form control in the house style; a field with an error gets the .field-error highlight. */
export function FormField({ name, label, required, hasError, hint, children, className }: FormFieldProps) {
  const classes = ['field', hasError ? 'field-error' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <div className={classes} data-field={name}>
      <label htmlFor={fieldId(name)} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="field-message" role="status">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** aria attributes of a control: invalid state and the hint it is described by. */
export const controlProps = (name: string, hasError: boolean | undefined, hasHint = false) => ({
  id: fieldId(name),
  name,
  'aria-invalid': hasError ? true : undefined,
  'aria-describedby': hasHint ? `${fieldId(name)}-hint` : undefined,
})
