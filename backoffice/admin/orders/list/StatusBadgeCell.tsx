import type { DefaultServerCellComponentProps } from 'payload'

import { Badge } from '@/backoffice/admin/ui/Badge'

import { BADGE_TONES } from './badgeTones'

type Option = string | { value: string; label?: unknown }

/** The German label of a select value, as the field's options name it. */
function optionLabel(options: readonly Option[], value: string): string {
  const option = options.find((candidate) => (typeof candidate === 'string' ? candidate : candidate.value) === value)
  const label = typeof option === 'object' ? option.label : undefined
  return typeof label === 'string' ? label : value
}

/** A status select (order status, payment status) as a coloured badge with its German label. */
export function StatusBadgeCell({ cellData, field }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || cellData === '') return <span>–</span>
  const options = 'options' in field && Array.isArray(field.options) ? (field.options as Option[]) : []
  const tones = ('name' in field && BADGE_TONES[field.name]) || {}
  return <Badge tone={tones[cellData] ?? 'neutral'}>{optionLabel(options, cellData)}</Badge>
}
