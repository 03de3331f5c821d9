import type { ReactNode } from 'react'

interface Props {
  label: string
  hint: string
  href: string
  linkText: string
  children: ReactNode
}

/** A read-only block in an edit view: its label, what it shows, and a hint with a link that opens in a new window. */
export function LinkedField({ label, hint, href, linkText, children }: Props) {
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p className="field-label">{label}</p>
      {children}
      <p className="field-description">
        {hint}{' '}
        <a href={href} target="_blank" rel="noopener noreferrer">
          {linkText}
        </a>
      </p>
    </div>
  )
}
