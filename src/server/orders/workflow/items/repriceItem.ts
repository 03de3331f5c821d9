import { deliveryFee, findDeliveryArea } from '@/src/domain/delivery'
import { groupByTaxRate, priceFoodLine, sumTaxGroups, type TaxedPosition } from '@/src/domain/pricing'
import type { DeliveryArea, DeliveryMode } from '@/src/domain/delivery/types'
import type { Order, Product } from '@/src/payload-types'

/** An order line as stored (price snapshot). */
type StoredItem = Pick<NonNullable<Order['items']>[number], 'name' | 'amount' | 'unit' | 'unitPrice' | 'taxRate' | 'net' | 'tax' | 'gross'>

/** The product's unit data, needed to convert an amount in an alternative unit; prices are never read. */
export type ProductUnits = Pick<Product, 'unit' | 'alternativeUnits' | 'calculationModel'>

/**
 * Prices a stored line anew for another amount with the food rule (unit price × amount in the
 * base unit, net = gross / (1 + tax%)), using the line's stored unit price (configured gross per
 * base unit, options included) and tax rate, never a price from the client or today's product.
 */
export function repriceLine(item: StoredItem, amount: number, mode: DeliveryMode, product: ProductUnits | null) {
  const line = priceFoodLine(
    {
      product: {
        id: 0,
        name: item.name,
        type: 'simple',
        price: item.unitPrice ?? 0,
        tax: item.taxRate ?? 0,
        takeawayTax: item.taxRate ?? 0,
        dineInTax: item.taxRate ?? 0,
        unit: product?.unit ?? item.unit ?? 'amount',
        alternativeUnits: product?.alternativeUnits ?? null,
        calculationModel: product?.calculationModel ?? null,
      },
      amount,
      unit: item.unit ?? undefined,
      parts: [],
    },
    mode,
  )
  return { net: line.totalNet, tax: line.totalTax, gross: line.totalGross }
}

/**
 * Totals of lines plus the delivery fee, grouped by tax rate (the order's `totals`): the fee is
 * re-evaluated for the new goods total with the area's rule (free from a goods value).
 */
export function orderTotals(items: readonly StoredItem[], area: DeliveryArea | null) {
  const goods: TaxedPosition[] = items.map((item) => ({ taxRate: item.taxRate ?? 0, gross: item.gross ?? 0, net: item.net ?? 0 }))
  const goodsGross = sumTaxGroups(groupByTaxRate(goods)).gross
  const fee = area ? deliveryFee(area, goodsGross) : null
  const positions = fee && fee.gross > 0 ? [...goods, { taxRate: fee.taxRate, gross: fee.gross, net: fee.net }] : goods
  const groups = groupByTaxRate(positions)
  return {
    ...sumTaxGroups(groups),
    deliveryFee: fee?.gross ?? 0,
    taxes: groups.map((group) => ({ rate: group.taxRate, net: group.net, tax: group.tax, gross: group.gross })),
  }
}

/** The order's delivery area at its branch, for delivery orders; undefined when it is gone. */
export function orderDeliveryArea(mode: DeliveryMode, areaName: string | null | undefined, areas: DeliveryArea[] | null | undefined) {
  if (mode !== 'delivery') return null
  return findDeliveryArea({ deliveryAreas: areas ?? [] }, areaName) ?? undefined
}
