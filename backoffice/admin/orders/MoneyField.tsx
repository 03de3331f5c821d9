'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'

import { currencySymbol, formatNumber } from '@/src/domain/money'

/**
 * An order amount in the edit view as '19,91 €' instead of the stored '19.9091': read-only (the
 * server writes amounts), with `admin.custom.decimals` places (line net and tax keep 4).
 */
export function MoneyField({ field, path }: NumberFieldClientProps) {
  const { value } = useField<number | null>({ path: path ?? field.name })
  const decimals = Number((field.admin?.custom as { decimals?: number } | undefined)?.decimals ?? 2)
  const text = value === null || value === undefined ? '–' : `${formatNumber(value, decimals)} ${currencySymbol()}`
  return (
    <div className="field-type number read-only money-field" style={{ flex: '1 1 0', minWidth: 0 }}>
      <FieldLabel label={field.label} path={path} />
      <div
        data-money-field={path}
        style={{ padding: '8px 12px', minHeight: 40, border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-s)', background: 'var(--theme-elevation-50)', whiteSpace: 'nowrap' }}
      >
        {text}
      </div>
    </div>
  )
}
