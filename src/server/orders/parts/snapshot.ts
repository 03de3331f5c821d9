import { sumAmounts } from '../../../domain/money'
import type { PartsCheckout } from './input'
import type { PartsContext } from './context'
import type { CheckedParts } from './validate'

const BILLING_FIELDS = [
  'isCompany', 'companyName', 'firstName', 'lastName', 'street', 'stairway', 'floor', 'door', 'zipCode', 'city', 'country',
  'email', 'phone', 'isVatNumberVerified', 'vatNumber',
] as const
const ADDRESS_FIELDS = ['companyName', 'firstName', 'lastName', 'street', 'stairway', 'floor', 'door', 'zipCode', 'city', 'country'] as const

const capitalised = (field: string) => `delivery${field.charAt(0).toUpperCase()}${field.slice(1)}`

/** The delivery fields of a chosen shipping address (deliveryStreet …), or none for the billing address. */
function deliveryFields(address: Record<string, unknown> | null): Record<string, unknown> {
  if (!address) return { isDeliveryAddressDifferent: false }
  return {
    isDeliveryAddressDifferent: true,
    deliveryIsCompany: Boolean(address.companyName),
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [capitalised(field), address[field] ?? null])),
  }
}

/** The order document of a checked parts-shop order: billing data of the customer record, server pricing. */
export function partsOrderData(input: PartsCheckout, checked: CheckedParts, context: PartsContext): Record<string, unknown> {
  const { customer, items, pricing } = checked
  const totals = pricing.totalPricing
  return {
    ...Object.fromEntries(BILLING_FIELDS.map((field) => [field, customer[field] ?? null])),
    ...deliveryFields(checked.shippingAddress),
    email: customer.email ?? context.account?.email,
    shop: 'parts',
    customer: customer.id,
    externalUser: context.account?.id,
    comment: input.comment ?? null,
    ticketNumber: input.ticketNumber ?? null,
    priority: input.priority,
    status: 'pending',
    paymentMethod: 'invoice',
    paymentStatus: 'open',
    items: pricing.lines.map((line, index) => ({
      product: line.productId,
      name: items[index].product.name,
      uid: items[index].product.uid ?? null,
      amount: items[index].amount,
      unit: items[index].unit,
      parts: items[index].parts ?? [],
      comment: typeof items[index].parts?.[0] === 'string' ? items[index].parts?.[0] : null,
      desiredDate: typeof items[index].parts?.[1] === 'string' ? items[index].parts?.[1] : null,
      unitPrice: line.listUnitGross,
      discountedUnitNet: line.netAfterDiscount,
      taxRate: line.taxRate,
      net: line.totalNetAfterDiscount,
      tax: sumAmounts(Object.values(line.taxes), 4),
      gross: line.totalGross,
    })),
    totals: {
      net: totals.totalNetAfterDiscount,
      netBeforeDiscount: totals.totalNetBeforeDiscount,
      discount: totals.totalNetDiscount,
      discountPercentage: totals.totalNetDiscountPercentage,
      tax: sumAmounts(Object.values(totals.taxes)),
      gross: totals.totalGross,
      deliveryFee: 0,
      taxes: Object.entries(totals.taxes).map(([rate, tax]) => ({ rate: Number(rate), tax })),
    },
  }
}
