import { DELIVERY_MODE_LABELS, PAYMENT_METHOD_LABELS } from '@/src/domain/cart'
import { formatMoney, formatPercentNumber } from '@/src/domain/money'
import { ticketLabel } from '@/src/domain/orders'
import { PRICING_TEXTS, vatLineText } from '@/src/domain/pricing'
import { fillPlaceholders, formatDate, formatDateTime, formatTime } from '@/src/domain/text'
import { isUnitName, unitLabel } from '@/src/domain/units'
import { populatedBranch, type NotificationData, type NotificationOrder } from './orderData'
import { present } from './present'
import { APPOINTMENT_TEXT } from './texts'

interface OrderLineFacts {
  /** '1', '0,35' */
  amount: string
  /** 'Stk.', 'kg' */
  unit: string
  name: string
  /** The configuration summary (partsSummary) and the line comment, if any. */
  details: string[]
  /** '12,90 €' */
  total: string
}

interface TaxFacts {
  /** 'Mehrwertsteuer (10%)' */
  label: string
  net: string
  tax: string
}

/** Everything a notification or the acknowledgement shows about an order, already as German text. */
export interface OrderFacts {
  shopName: string
  numberLabel: string
  uid: string
  /** The customer's own order number (parts shop), if given. */
  customerReference: string | null
  orderDate: string
  modeLabel: string
  appointment: string | null
  counterAppointment: string | null
  table: string | null
  customerName: string
  lines: OrderLineFacts[]
  deliveryFee: string | null
  taxes: TaxFacts[]
  /** Net total of the order. */
  net: string
  total: string
  paymentMethod: string | null
  comment: string | null
  rejectionMessage: string | null
  branchName: string | null
  branchContact: string[]
}

/** '21.11.2026 um 18:30 Uhr' in Europe/Vienna; null without an appointment. */
function appointmentText(moment: string | null | undefined): string | null {
  const date = formatDate(moment)
  return date ? fillPlaceholders(APPOINTMENT_TEXT, { date, time: formatTime(moment) }) : null
}

/** An amount without trailing zeros: 1 → '1', 0.35 → '0,35'. */
const amountText = (amount: unknown): string => formatPercentNumber(amount, 3)

/** The company name, else first and last name. */
const customerName = (order: Pick<NotificationOrder, 'isCompany' | 'companyName' | 'firstName' | 'lastName'>): string =>
  (order.isCompany && order.companyName?.trim()) || present(order.firstName, order.lastName).join(' ')

function lineFacts(order: NotificationOrder, currency: string | null): OrderLineFacts[] {
  return (order.items ?? []).map((item) => ({
    amount: amountText(item.amount),
    unit: isUnitName(item.unit) ? unitLabel(item.unit) : '',
    name: item.name,
    details: [item.partsSummary, item.comment].flatMap((text) => present(...(text ?? '').split('\n'))),
    total: formatMoney(item.gross ?? 0, currency),
  }))
}

const factsOfData = new WeakMap<NotificationData, OrderFacts>()

/** The order's texts for mails, SMS and the PDF (worked out once per loaded order, for all its messages). */
export function orderFacts(data: NotificationData): OrderFacts {
  let facts = factsOfData.get(data)
  if (!facts) {
    facts = factsOf(data)
    factsOfData.set(data, facts)
  }
  return facts
}

function factsOf({ order, settings }: NotificationData): OrderFacts {
  const currency = settings.currency ?? null
  const totals = order.totals ?? {}
  const branch = populatedBranch(order)
  const table = typeof order.table === 'object' && order.table ? order.table.identifier : order.tableIdentifier
  const approximate = totals.isApproximate ? `${PRICING_TEXTS.calculationModels.approximate} ` : ''
  return {
    shopName: settings.shopName,
    numberLabel: ticketLabel(settings.disableTickets),
    uid: order.uid ?? String(order.id),
    customerReference: order.ticketNumber?.trim() || null,
    orderDate: formatDateTime(order.createdAt),
    modeLabel: order.mode ? DELIVERY_MODE_LABELS[order.mode] : '',
    appointment: appointmentText(order.appointment),
    counterAppointment: appointmentText(order.counterAppointment),
    table: table?.trim() || null,
    customerName: customerName(order),
    lines: lineFacts(order, currency),
    deliveryFee: Number(totals.deliveryFee ?? 0) > 0 ? formatMoney(totals.deliveryFee, currency) : null,
    taxes: (totals.taxes ?? []).map((group) => ({
      label: vatLineText(group.rate),
      net: formatMoney(group.net ?? 0, currency),
      tax: formatMoney(group.tax ?? 0, currency),
    })),
    net: formatMoney(totals.net ?? 0, currency),
    total: approximate + formatMoney(totals.gross ?? 0, currency),
    paymentMethod: order.paymentMethod ? PAYMENT_METHOD_LABELS[order.paymentMethod] : null,
    comment: order.comment?.trim() || null,
    rejectionMessage: order.rejectionMessage?.trim() || null,
    branchName: branch?.name ?? null,
    branchContact: branch ? present(branch.name, branch.street, present(branch.zipCode, branch.city).join(' '), branch.phone, branch.email) : [],
  }
}
