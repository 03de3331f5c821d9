'use client'

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

import type { ChartRow } from '@/src/domain/statistics/dashboard/rows'
import { periodTick } from '@/src/domain/statistics/dashboard/rows'

import type { Measure } from './charts'
import { CHART_STYLE, COLORS, STATIC, TICK, TOOLTIP_STYLE } from './chartStyle'
import { formatValue } from './format'

/** Points are drawn up to this many; longer ranges show the line only. */
const MAX_DOTS = 31

/** A line over the days (or, for up to two days, the hours) of the range: visitors, orders, revenue. */
export function SeriesChart({ rows, measure, title }: { rows: readonly ChartRow[]; measure: Measure; title: string }) {
  const data = rows.map((row) => ({ ...row, tick: periodTick(row.key) }))
  return (
    <LineChart responsive style={CHART_STYLE} data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
      <XAxis dataKey="tick" tick={TICK} stroke="currentColor" minTickGap={12} />
      <YAxis tick={TICK} stroke="currentColor" width={measure === 'money' ? 88 : 48} allowDecimals={measure === 'money'} tickFormatter={(value: number) => formatValue(value, measure)} />
      <Tooltip
        contentStyle={TOOLTIP_STYLE}
        labelFormatter={(_, payload) => (payload?.[0]?.payload as ChartRow | undefined)?.label ?? ''}
        formatter={(value) => [formatValue(Number(value), measure), title]}
      />
      <Line type="monotone" dataKey="value" name={title} stroke={measure === 'money' ? COLORS.money : COLORS.series} strokeWidth={2} dot={rows.length <= MAX_DOTS} {...STATIC} />
    </LineChart>
  )
}
