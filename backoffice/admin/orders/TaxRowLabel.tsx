'use client'

import { useRowLabel } from '@payloadcms/ui'

import { formatPercentNumber } from '@/src/domain/money'
import { fillPlaceholders } from '@/src/domain/text/placeholders'

import { ORDER_ADMIN_TEXTS as T } from './texts'

/** A tax group's row title in the edit view: 'MwSt. 10 %' instead of 'Tax 01'. */
export function TaxRowLabel() {
  const { data } = useRowLabel<{ rate?: number | null }>()
  return <span>{fillPlaceholders(T.vat, { rate: formatPercentNumber(data?.rate ?? 0) })}</span>
}
