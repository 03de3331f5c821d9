'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { formatMoney, formatPercentNumber } from '@/src/domain/money'
import { fillPlaceholders } from '@/src/domain/text/placeholders'
import { lineAmountText } from '@/src/domain/units'
import type { Order } from '@/src/payload-types'

import { ORDER_ADMIN_TEXTS as T } from './texts'

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
const amountCell = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const

function SumRow({ label, value, bold = false }: { label: string; value: unknown; bold?: boolean }) {
  return (
    <tr style={{ fontWeight: bold ? 700 : 400 }}>
      <td style={cell} colSpan={2}>{label}</td>
      <td style={amountCell}>{formatMoney(value ?? 0)}</td>
    </tr>
  )
}

/** The order's lines (amount, name, configuration, comment, price) and totals as a read-only table. */
export function OrderSummary() {
  const { data } = useDocumentInfo()
  const order: Partial<Order> | undefined = data
  const items = (order?.items ?? []).filter(Boolean)
  const totals = order?.totals ?? {}
  if (!order) return null
  return (
    <div data-display="product-data" style={{ marginBottom: 'var(--base)' }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{T.itemsLabel}</div>
      {items.length === 0 ? (
        <p>{T.noItems}</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr><th style={amountCell}>{T.amount}</th><th style={{ ...cell, textAlign: 'left' }}>{T.item}</th><th style={amountCell}>{T.price}</th></tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id ?? index}>
                <td style={amountCell}>{lineAmountText(item.amount ?? 0, item.unit)}</td>
                <td style={cell}>
                  <strong>{item.name}</strong>
                  {item.partsSummary && <div style={{ whiteSpace: 'pre-line', opacity: 0.8 }}>{item.partsSummary}</div>}
                  {item.comment && <div style={{ fontStyle: 'italic' }}>{fillPlaceholders(T.comment, { comment: item.comment })}</div>}
                </td>
                <td style={amountCell}>{formatMoney(item.gross ?? 0)}</td>
              </tr>
            ))}
            {Boolean(totals.deliveryFee) && <SumRow label={T.deliveryFee} value={totals.deliveryFee} />}
            <SumRow label={T.net} value={totals.net} />
            {(totals.taxes ?? []).map((group) => (
              <SumRow key={String(group.rate)} label={fillPlaceholders(T.vat, { rate: formatPercentNumber(group.rate ?? 0) })} value={group.tax} />
            ))}
            <SumRow label={totals.isApproximate ? T.approximateTotal : T.total} value={totals.gross} bold />
          </tbody>
        </table>
      )}
    </div>
  )
}
