'use client'

/** The column layout of the AI forms. */
export const column = { display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) / 2)' } as const

interface PromptFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  rows: number
  maxLength: number
  placeholder: string
  disabled: boolean
}

/** The description of what the AI should write or draw. */
export function PromptField({ label, onChange, ...textarea }: PromptFieldProps) {
  return (
    <label style={column}>
      {label}
      <textarea {...textarea} onChange={(event) => onChange(event.target.value)} />
    </label>
  )
}

interface ChoiceFieldProps<Key extends string> {
  label: string
  value: Key
  options: readonly Key[]
  labelOf: (key: Key) => string
  onChange: (value: Key) => void
  disabled: boolean
}

/** One choice of a short list (tone, picture size). */
export function ChoiceField<Key extends string>({ label, value, options, labelOf, onChange, disabled }: ChoiceFieldProps<Key>) {
  return (
    <label style={column}>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as Key)} disabled={disabled}>
        {options.map((key) => (
          <option key={key} value={key}>
            {labelOf(key)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Whether the call is running (read out by screen readers), and its German error. */
export function CallState({ busy, busyText, error }: { busy: boolean; busyText: string; error: string | null }) {
  return (
    <>
      <p aria-live="polite" style={{ margin: 0 }}>{busy ? busyText : ''}</p>
      {error ? (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </>
  )
}
