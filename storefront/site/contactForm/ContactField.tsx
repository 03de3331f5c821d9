import type { InputHTMLAttributes } from 'react'

interface ContactFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Shown once the visitor has left the field; marks it invalid. */
  error?: string
}

/** A labelled text input of the contact form in the house style (.field); `required` adds the asterisk. */
export function ContactField({ id, label, value, onChange, error, required, ...input }: ContactFieldProps) {
  return (
    <div className={error ? 'field field-error' : 'field'}>
      <label htmlFor={id} className={required ? 'required' : undefined}>{label}</label>
      <input
        type="text"
        {...input}
        id={id}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <p id={`${id}-error`} className="field-message">{error}</p> : null}
    </div>
  )
}
