'use client'

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'

import type { ChartRow } from '@/src/domain/statistics/dashboard/rows'

import type { Measure } from './charts'
import { CHART_STYLE, COLORS, STATIC, TICK, TOOLTIP_STYLE } from './chartStyle'
import { formatValue } from './format'

/** Columns over fixed buckets in their order: the 24 hours of the day, the 7 weekdays. */
export function ColumnChart({ rows, ticks, measure, title }: { rows: readonly ChartRow[]; ticks: readonly string[]; measure: Measure; title: string }) {
  const data = rows.map((row, index) => ({ ...row, tick: ticks[index] ?? row.label }))
  return (
    <BarChart responsive style={CHART_STYLE} data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
      <XAxis dataKey="tick" tick={TICK} stroke="currentColor" interval="preserveStartEnd" minTickGap={4} />
      <YAxis tick={TICK} stroke="currentColor" width={48} allowDecimals={false} tickFormatter={(value: number) => formatValue(value, measure)} />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
        labelFormatter={(_, payload) => (payload?.[0]?.payload as ChartRow | undefined)?.label ?? ''}
        formatter={(value) => [formatValue(Number(value), measure), title]}
      />
      <Bar dataKey="value" name={title} fill={COLORS.series} {...STATIC} />
    </BarChart>
  )
}
