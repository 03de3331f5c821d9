import type { RequiredDataFromCollectionSlug } from 'payload'

import type { PartsCheckout } from '@/src/domain/contracts/partsShop'
import { sumAmounts } from '@/src/domain/money'

import { fieldsOf } from '../fieldsOf'
import type { PartsContext } from './context'
import type { CheckedParts, ShippingAddress } from './validate'

const BILLING_FIELDS = [
  'isCompany', 'companyName', 'firstName', 'lastName', 'street', 'stairway', 'floor', 'door', 'zipCode', 'city', 'country',
  'email', 'phone', 'isVatNumberVerified', 'vatNumber',
] as const

/** The delivery fields of a chosen shipping address (deliveryStreet …), or none for the billing address. */
function deliveryFields(address: ShippingAddress | null) {
  if (!address) return { isDeliveryAddressDifferent: false }
  return {
    isDeliveryAddressDifferent: true,
    deliveryIsCompany: Boolean(address.companyName),
    deliveryCompanyName: address.companyName ?? null,
    deliveryFirstName: address.firstName ?? null,
    deliveryLastName: address.lastName ?? null,
    deliveryStreet: address.street ?? null,
    deliveryStairway: address.stairway ?? null,
    deliveryFloor: address.floor ?? null,
    deliveryDoor: address.door ?? null,
    deliveryZipCode: address.zipCode ?? null,
    deliveryCity: address.city ?? null,
    deliveryCountry: address.country ?? null,
  }
}

/** The order document of a checked parts-shop order: billing data of the customer record, server pricing. */
export function partsOrderData(input: PartsCheckout, checked: CheckedParts, context: PartsContext): RequiredDataFromCollectionSlug<'orders'> {
  const { customer, items, pricing } = checked
  const totals = pricing.totalPricing
  return {
    ...fieldsOf(customer, BILLING_FIELDS),
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
      product: Number(line.productId),
      name: items[index].product.name,
      uid: items[index].product.uid ?? null,
      amount: Number(items[index].amount),
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
