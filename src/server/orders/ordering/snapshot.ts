import type { RequiredDataFromCollectionSlug } from 'payload'

import { describeParts, isOnlinePayment } from '@/src/domain/cart'
import type { OrderingCheckout } from '@/src/domain/contracts/ordering'

import { fieldsOf } from '../fieldsOf'
import type { OrderingContext } from './context'
import type { CheckedOrdering } from './validate'

const CUSTOMER_FIELDS = [
  'isCompany', 'companyName', 'firstName', 'lastName', 'email', 'street', 'floor', 'stairway', 'door', 'zipCode', 'city', 'country',
  'vatNumber', 'isDeliveryAddressDifferent', 'deliveryCompanyName', 'deliveryFirstName', 'deliveryLastName', 'deliveryStreet',
  'deliveryFloor', 'deliveryStairway', 'deliveryDoor', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry', 'comment',
] as const

/**
 * The order document of a checked food order: the customer's data as entered, and items and
 * totals as the server priced them (a snapshot that later product changes do not touch).
 */
export function orderingOrderData(input: OrderingCheckout, checked: CheckedOrdering, context: OrderingContext): RequiredDataFromCollectionSlug<'orders'> {
  const { branch, mode, items, quote } = checked
  return {
    ...fieldsOf(input, CUSTOMER_FIELDS),
    shop: 'ordering',
    branch: branch.id,
    mode,
    deliveryIsCompany: input.isDeliveryCompany,
    phone: checked.phone,
    deliveryArea: mode === 'delivery' ? quote.deliveryArea : null,
    table: mode === 'dineIn' ? (context.table?.id ?? null) : null,
    tableIdentifier: mode === 'dineIn' ? (context.table?.identifier ?? null) : null,
    donatee: context.donatee?.id ?? null,
    qrCode: context.qrCode,
    status: 'pending',
    paymentMethod: input.paymentMethod,
    paymentStatus: isOnlinePayment(input.paymentMethod) ? 'open' : 'onSite',
    appointment: input.appointmentDate || null,
    items: quote.lines.map((line, index) => ({
      product: Number(line.productId),
      name: line.name,
      uid: items[index].product.uid ?? null,
      amount: line.amount,
      unit: line.unit,
      parts: items[index].parts ?? [],
      partsSummary: describeParts(items[index]) || null,
      unitPrice: line.unitPriceGross,
      taxRate: line.taxRate,
      net: line.totalNet,
      tax: line.totalTax,
      gross: line.totalGross,
    })),
    totals: {
      net: quote.total.net,
      tax: quote.total.tax,
      gross: quote.total.gross,
      deliveryFee: quote.deliveryFee?.gross ?? 0,
      isApproximate: quote.isApproximate,
      taxes: quote.taxGroups.map((group) => ({ rate: group.taxRate, net: group.net, tax: group.tax, gross: group.gross })),
    },
  }
}
