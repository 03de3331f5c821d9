import type { InputHTMLAttributes } from 'react'

interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string
  label: string
  /** The server's or the form's message for this field; marks the field as invalid. */
  error?: string
  hint?: string
}

export const accountFieldId = (name: string): string => `account-${name}`

/** A labelled input of the account forms in the house style (.field); `required` adds the asterisk. */
export function AccountField({ name, label, error, hint, required, className, ...input }: AccountFieldProps) {
  const id = accountFieldId(name)
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error ? 'field-error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={required ? 'required' : undefined}>{label}</label>
      <input type="text" {...input} id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {hint ? <p id={`${id}-hint`} className="field-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="field-message">{error}</p> : null}
    </div>
  )
}
