import type { InputHTMLAttributes, ReactNode } from 'react'

import { controlProps, FormField } from './FormField'

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string
  label: ReactNode
  value: string
  onValue: (value: string) => void
  required?: boolean
  hasError?: boolean
  hint?: ReactNode
  className?: string
}

/** A text input field of the checkout. `required` only marks the label; the checkout rules decide. */
export function TextInput({ name, label, value, onValue, required, hasError, hint, className, ...input }: TextInputProps) {
  return (
    <FormField name={name} label={label} required={required} hasError={hasError} hint={hint} className={className}>
      <input
        type="text"
        {...input}
        {...controlProps(name, hasError, Boolean(hint))}
        aria-required={required || undefined}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </FormField>
  )
}
