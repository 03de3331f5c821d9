import type { ShopProduct } from '@/src/domain/contracts/partsShop'

import { SHOP_TEXTS } from '../texts'

/** One row of the 'Spezifikationen' table: a single value, or the several values of a list attribute. */
type SpecificationRow = { label: string; value: string } | { label: string; values: string[] }

/**
 * The 'Spezifikationen' rows: material number, material group (only when the server kept it, i.e.
 * for staff), then the product's attributes in their order.
 */
export function specificationRows(product: Pick<ShopProduct, 'uid' | 'content'>): SpecificationRow[] {
  const rows: SpecificationRow[] = [{ label: SHOP_TEXTS.materialNumber, value: product.uid }]
  if (product.content.materialGroup !== null) rows.push({ label: SHOP_TEXTS.materialGroup, value: product.content.materialGroup })
  for (const attribute of product.content.attributes) {
    rows.push(attribute.type === 'listAttribute' ? { label: attribute.label, values: attribute.values } : { label: attribute.label, value: attribute.value })
  }
  return rows
}
