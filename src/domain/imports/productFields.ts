import { relatedId } from '../relations/relations'
import type { ImportedProduct } from './productRow'

/** The product fields an import row may write; a field the row leaves out is kept as it is. */
export const IMPORTED_FIELDS = [
  'name', 'uid', 'price', 'tax', 'takeawayTax', 'dineInTax', 'isPriceHidden', 'isEnabled', 'isPublic', 'unit', 'defaultUnit',
  'minimumQuantity', 'maximumQuantity', 'quantityStepSize', 'defaultQuantity', 'description', 'shortDescription', 'materialGroup',
  'mkz', 'weight', 'categories', 'discounts', 'salesPrice', 'attributes', 'requiredAccessories', 'optionalAccessories', 'images', 'importSettings',
] as const

export type ProductFields = Partial<Record<(typeof IMPORTED_FIELDS)[number], unknown>>

/**
 * The `products` data of an import row: the row's fields, the material numbers of its accessories
 * as product ids (`accessoryIds` must know each), one tax rate for delivery, pick-up and on site
 * (parts have one VAT rate), and no images when the product keeps its own (importSettings.keepImages).
 */
export function productFields(product: ImportedProduct, accessoryIds: ReadonlyMap<string, number>, keepImages: boolean): ProductFields {
  const { tax, requiredAccessories, optionalAccessories, images, ...rest } = product
  const ids = (uids: string[] | undefined) => uids?.map((uid) => accessoryIds.get(uid) as number)
  const fields: ProductFields = {
    ...rest,
    ...(tax === undefined ? {} : { tax, takeawayTax: tax, dineInTax: tax }),
    requiredAccessories: ids(requiredAccessories),
    optionalAccessories: ids(optionalAccessories),
    images: keepImages ? undefined : images,
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ProductFields
}

type Row = Record<string, unknown>

const scalar = (value: unknown): unknown => (value === undefined || value === '' ? null : value)
const ids = (value: unknown): unknown => ((value as unknown[] | null) ?? []).map((entry) => relatedId(entry as number | { id: number }))
const rows = (value: unknown): Row[] => (value as Row[] | null) ?? []
const day = (value: unknown): string | null => (typeof value === 'string' && value ? value.slice(0, 10) : null)

/** Stored and imported values in one form per field: array rows without ids, relations as ids, dates as days. */
const COMPARABLE: Partial<Record<keyof ProductFields, (value: unknown) => unknown>> = {
  categories: (value) => rows(value).map((row) => row.value),
  discounts: (value) => rows(value).map((row) => [row.type ?? 'volumeDiscount', Number(row.minimumAmount), Number(row.newPrice)]),
  salesPrice: (value) => {
    const sale = (value as Row | null) ?? {}
    return [scalar(sale.price), day(sale.endDate)]
  },
  attributes: (value) =>
    rows(value).map((row) =>
      row.type === 'listAttribute' ? ['list', row.label, rows(row.values).map((entry) => entry.value)] : ['text', row.label, scalar(row.value)],
    ),
  requiredAccessories: ids,
  optionalAccessories: ids,
  images: ids,
  importSettings: (value) => Boolean((value as Row | null)?.keepImages),
}

const comparable = (field: keyof ProductFields, value: unknown): string => JSON.stringify((COMPARABLE[field] ?? scalar)(value))

/** The fields whose imported value differs from the stored product's (none: the row is unchanged). */
export function changedFields(stored: Row, fields: ProductFields): (keyof ProductFields)[] {
  return (Object.keys(fields) as (keyof ProductFields)[]).filter((field) => comparable(field, stored[field]) !== comparable(field, fields[field]))
}
