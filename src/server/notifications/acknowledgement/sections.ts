import type { NotificationData } from '../orderData'
import type { OrderFacts } from '../orderFacts'
import { present } from '../present'
import { ACKNOWLEDGEMENT_TITLE, ORDER_DOCUMENT_LABELS as L } from '../texts'
import { billingAddressLines, deliveryAddressLines } from './address'
import type { PdfCanvas } from '@/src/server/pdf/pdfCanvas'

/** Column positions of the items table (x of each column's left edge; the amount columns end at `right`). */
const COLUMNS = { amount: 50, unit: 100, name: 150, nameWidth: 300 }

/** Shop name and business address on top, then the title with number, date, mode, appointment, table. */
export function drawHeader(canvas: PdfCanvas, facts: OrderFacts, { settings }: NotificationData): void {
  const business = present(
    settings.businessName,
    settings.street,
    present(settings.zipCode, settings.city).join(' '),
    settings.phone && `${L.phone}: ${settings.phone}`,
    settings.email && `${L.email}: ${settings.email}`,
    settings.website,
  )
  canvas.text(facts.shopName, { size: 18, bold: true })
  canvas.lines(business, { x: canvas.right, align: 'right', size: 9, grey: true })
  canvas.down(Math.max(0, 30 - business.length * 12.6))
  canvas.lines([ACKNOWLEDGEMENT_TITLE], { size: 16, bold: true })
  canvas.down(4)
  const rows = present(
    `${facts.numberLabel}: ${facts.uid}`,
    facts.customerReference && `${L.customerReference}: ${facts.customerReference}`,
    facts.orderDate && `${L.orderDate}: ${facts.orderDate}`,
    facts.branchName && `${L.branch}: ${facts.branchName}`,
    facts.modeLabel && `${L.mode}: ${facts.modeLabel}`,
    facts.appointment && `${L.appointment}: ${facts.appointment}`,
    facts.table && `${L.table}: ${facts.table}`,
  )
  canvas.lines(rows)
  canvas.down(8)
}

/** The customer's address and contact, and the delivery address when it differs. */
export function drawAddressBlock(canvas: PdfCanvas, { order }: NotificationData): void {
  const billing = [...billingAddressLines(order), ...present(order.phone, order.email)]
  const delivery = deliveryAddressLines(order)
  canvas.text(delivery.length ? L.billingAddress : L.customer, { bold: true })
  if (delivery.length) canvas.text(L.deliveryAddress, { x: 320, bold: true })
  canvas.down(14)
  const rows = Math.max(billing.length, delivery.length)
  for (let index = 0; index < rows; index += 1) {
    canvas.ensureSpace(14)
    if (billing[index]) canvas.text(billing[index])
    if (delivery[index]) canvas.text(delivery[index], { x: 320 })
    canvas.down(14)
  }
  canvas.down(10)
}

function drawItemsHead(canvas: PdfCanvas): void {
  canvas.ensureSpace(40)
  canvas.text(L.amount, { x: COLUMNS.unit - 8, align: 'right', bold: true })
  canvas.text(L.unit, { x: COLUMNS.unit, bold: true })
  canvas.text(L.name, { x: COLUMNS.name, bold: true })
  canvas.text(L.lineTotal, { x: canvas.right, align: 'right', bold: true })
  canvas.down(14)
  canvas.rule()
}

/** One row per item: amount, unit, name (wrapped) with configuration and comment below, line total. */
export function drawItemsTable(canvas: PdfCanvas, facts: OrderFacts): void {
  drawItemsHead(canvas)
  for (const line of facts.lines) {
    const name = canvas.wrap(line.name, COLUMNS.nameWidth)
    const details = line.details.flatMap((detail) => canvas.wrap(detail, COLUMNS.nameWidth, 8.5))
    canvas.ensureSpace(name.length * 14 + details.length * 12 + 6)
    canvas.text(line.amount, { x: COLUMNS.unit - 8, align: 'right' })
    canvas.text(line.unit, { x: COLUMNS.unit })
    canvas.text(line.total, { x: canvas.right, align: 'right' })
    canvas.lines(name, { x: COLUMNS.name })
    canvas.lines(details, { x: COLUMNS.name, size: 8.5, grey: true })
    canvas.down(4)
  }
  canvas.rule()
}

/** Delivery fee, net, VAT per rate and the grand total, right-aligned. */
export function drawTotals(canvas: PdfCanvas, facts: OrderFacts): void {
  const rows: [string, string, boolean][] = [
    ...(facts.deliveryFee ? [[L.deliveryFee, facts.deliveryFee, false] as [string, string, boolean]] : []),
    [L.net, facts.net, false],
    ...facts.taxes.map((tax): [string, string, boolean] => [tax.label, tax.tax, false]),
    [L.total, facts.total, true],
  ]
  canvas.ensureSpace(rows.length * 15)
  for (const [label, value, bold] of rows) {
    canvas.text(label, { x: 330, bold })
    canvas.text(value, { x: canvas.right, align: 'right', bold })
    canvas.down(15)
  }
  canvas.down(10)
}

/** Payment method and the customer's comment. */
export function drawFooter(canvas: PdfCanvas, facts: OrderFacts): void {
  if (facts.paymentMethod) canvas.lines([`${L.paymentMethod}: ${facts.paymentMethod}`])
  if (facts.comment) canvas.lines(canvas.wrap(`${L.comment}: ${facts.comment}`, canvas.right - canvas.left))
  canvas.down(10)
  canvas.lines(['Vielen Dank für Ihren Auftrag!'], { grey: true })
}
