'use client'

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'

import type { ChartRow } from '@/src/domain/statistics/dashboard/rows'

import type { Measure } from './charts'
import { COLORS, STATIC, TICK, TOOLTIP_STYLE } from './chartStyle'
import { formatShare, formatValue } from './format'

/** Height of one bar and its gap; the chart grows with its entries. */
const ROW_HEIGHT = 32
const AXIS_HEIGHT = 40
/** Labels longer than this are cut on the axis (the tooltip and the table show them whole). */
const LABEL_LENGTH = 22

const shortLabel = (label: string) => (label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label)

/**
 * Horizontal bars of a ranked list, largest first: 'count' draws the counts (popular items),
 * 'share' each entry's share of the whole in percent (browsers, operating systems, origins).
 */
export function BarListChart({ rows, measure, mode, title }: { rows: readonly ChartRow[]; measure: Measure; mode: 'count' | 'share'; title: string }) {
  const data = rows.map((row) => ({ ...row, percent: (row.share ?? 0) * 100, tick: shortLabel(row.label) }))
  const dataKey = mode === 'share' ? 'percent' : 'value'
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: data.length * ROW_HEIGHT + AXIS_HEIGHT }}
      data={data}
      layout="vertical"
      accessibilityLayer={false}
      margin={{ top: 0, right: 24, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="currentColor" strokeOpacity={0.15} horizontal={false} />
      <XAxis
        type="number"
        dataKey={dataKey}
        tick={TICK}
        stroke="currentColor"
        allowDecimals={mode === 'share' || measure === 'money'}
        domain={mode === 'share' ? [0, 100] : [0, 'auto']}
        tickFormatter={(value: number) => (mode === 'share' ? `${value} %` : formatValue(value, measure))}
      />
      <YAxis type="category" dataKey="tick" tick={TICK} stroke="currentColor" width={170} interval={0} />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
        labelFormatter={(_, payload) => (payload?.[0]?.payload as ChartRow | undefined)?.label ?? ''}
        formatter={(_value, _name, item) => {
          const row = item.payload as ChartRow
          return [mode === 'share' ? `${formatShare(row.share)} (${formatValue(row.value, measure)})` : formatValue(row.value, measure), title]
        }}
      />
      <Bar dataKey={dataKey} name={title} fill={mode === 'share' ? COLORS.series : COLORS.bars} {...STATIC} />
    </BarChart>
  )
}
