'use client'

import { useRowLabel } from '@payloadcms/ui'

import { lineAmountText } from '@/src/domain/units'

type ItemRow = { name?: string | null; amount?: number | null; unit?: string | null }

/** An order line's row title in the edit view: '2 × Wiener Schnitzel' instead of 'Position 01'. */
export function ItemRowLabel() {
  const { data, rowNumber } = useRowLabel<ItemRow>()
  if (!data?.name) return <span>{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
  return <span>{`${lineAmountText(data.amount ?? 0, data.unit)} ${data.name}`}</span>
}
