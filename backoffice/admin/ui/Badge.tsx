import type { CSSProperties, ReactNode } from 'react'

/** The colours a badge can carry: what the state means to staff at a glance. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

const TONE_STYLES: Record<BadgeTone, CSSProperties> = {
  neutral: { background: 'var(--theme-elevation-100)', color: 'var(--theme-elevation-800)' },
  info: { background: '#dbeafe', color: '#1e3a8a' },
  success: { background: '#dcfce7', color: '#14532d' },
  warning: { background: '#fef3c7', color: '#78350f' },
  danger: { background: '#fee2e2', color: '#7f1d1d' },
}

/** A small coloured label for a state (order status, payment status) in lists and tiles. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`badge badge--${tone}`}
      data-tone={tone}
      style={{ ...TONE_STYLES[tone], display: 'inline-block', padding: '2px 8px', borderRadius: 999, fontSize: '0.85em', fontWeight: 600, whiteSpace: 'nowrap', lineHeight: 1.5 }}
    >
      {children}
    </span>
  )
}
