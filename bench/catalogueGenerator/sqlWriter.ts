import { randomBytes } from 'node:crypto'

import type { ClientBase } from 'pg'

import type { PartImageKey } from '@/seed/partsCatalogue/images'
import { VAT } from '@/seed/partsCatalogue/pricing'
import type { GeneratedPart } from './variants'

/*
 * Writes generated products straight into Payload's tables: one multi-row INSERT per table and
 * batch, the rows passed as column arrays and expanded by `unnest` (a few statements per batch,
 * whatever its size). Columns this writer leaves out keep their database defaults, as for the demo.
 */

/** What the rows of a batch refer to outside the batch. */
export type WriteContext = {
  /** Image id by product family; `fallbackImageId` for families without one (null: no image). */
  imageIds: Partial<Record<PartImageKey, number>>
  fallbackImageId: number | null
  /** Product ids of the accessories (demo products), by material number. */
  accessoryIds: Map<string, number>
  /** `sales_price_end_date` of a promotion ending `days` days from today. */
  saleEndDate: (days: number) => string
  /** A fresh id for an array row (24 hex digits, as Payload writes them). */
  rowId: () => string
}

/** Rows written, by table. */
export type RowCounts = Record<string, number>

/** Ids shaped like Payload's array row ids: seconds, 4 random bytes of this run, a counter. */
export function rowIdSource(now = new Date()): () => string {
  const prefix = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0') + randomBytes(4).toString('hex')
  let counter = 0
  return () => prefix + (counter++).toString(16).padStart(8, '0')
}

type Column = readonly [name: string, sqlType: string]

/** `INSERT INTO table (columns) SELECT * FROM unnest($1::type[], …)`; answers the number of rows. */
async function insertRows(client: ClientBase, table: string, columns: readonly Column[], rows: unknown[][]): Promise<number> {
  if (rows.length === 0) return 0
  const names = columns.map(([name]) => `"${name}"`).join(', ')
  const arrays = columns.map(([, sqlType], index) => `$${index + 1}::${sqlType}[]`).join(', ')
  const values = columns.map((_, index) => rows.map((row) => row[index]))
  await client.query(`INSERT INTO public.${table} (${names}) SELECT * FROM unnest(${arrays})`, values)
  return rows.length
}

const PRODUCT_COLUMNS = [
  ['id', 'integer'], ['name', 'varchar'], ['uid', 'varchar'], ['catalogue', 'enum_products_catalogue'], ['type', 'enum_products_type'],
  ['description', 'varchar'], ['short_description', 'varchar'], ['is_enabled', 'boolean'], ['is_public', 'boolean'],
  ['is_visible_when_unavailable', 'boolean'], ['price', 'numeric'], ['is_price_hidden', 'boolean'], ['tax', 'numeric'],
  ['takeaway_tax', 'numeric'], ['dine_in_tax', 'numeric'], ['unit', 'enum_products_unit'],
  ['calculation_model', 'enum_products_calculation_model'], ['minimum_quantity', 'numeric'], ['quantity_step_size', 'numeric'],
  ['material_group', 'enum_products_material_group'], ['mkz', 'numeric'], ['weight', 'numeric'], ['sales_price_price', 'numeric'],
  ['sales_price_end_date', 'timestamptz'], ['import_settings_keep_images', 'boolean'],
] as const satisfies readonly Column[]

const productRow = (id: number, part: GeneratedPart, context: WriteContext): unknown[] => [
  id, part.name, part.uid, 'parts', 'simple', part.description, part.short, part.isEnabled, part.isPublic,
  false, part.price, part.isPriceHidden, VAT, VAT, VAT, part.unit, 'fixed', part.minimumQuantity, part.quantityStepSize,
  part.group, part.mkz, part.weight, part.sale?.price ?? null, part.sale ? context.saleEndDate(part.sale.days) : null, false,
]

/** Writes one batch of products with their categories, attributes, discounts, comment field, image and accessories. */
export async function insertBatch(client: ClientBase, parts: GeneratedPart[], context: WriteContext): Promise<RowCounts> {
  const { rows: idRows } = await client.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('public.products', 'id'))::integer AS id FROM generate_series(1, $1)",
    [parts.length],
  )
  const ids = idRows.map((row) => row.id)
  const categories: unknown[][] = []
  const attributes: unknown[][] = []
  const attributeValues: unknown[][] = []
  const discounts: unknown[][] = []
  const configParts: unknown[][] = []
  const rels: unknown[][] = []
  parts.forEach((part, index) => {
    const id = ids[index]
    part.categories.forEach((value, order) => categories.push([order + 1, id, context.rowId(), value]))
    part.attributes.forEach((attribute, order) => {
      const attributeId = context.rowId()
      const isList = attribute.type === 'listAttribute'
      attributes.push([order + 1, id, attributeId, attribute.type ?? 'textAttribute', attribute.label, isList ? null : (attribute.value ?? null)])
      if (isList) (attribute.values ?? []).forEach((entry, position) => attributeValues.push([position + 1, attributeId, context.rowId(), entry.value]))
    })
    part.discounts.forEach((discount, order) => discounts.push([order + 1, id, context.rowId(), 'volumeDiscount', discount.minimumAmount, discount.newPrice]))
    if (part.commentOptional) configParts.push([1, id, context.rowId(), 'Kommentar', 'text', true])
    const imageId = context.imageIds[part.image] ?? context.fallbackImageId
    if (imageId !== null) rels.push([1, id, 'images', imageId, null])
    for (const [path, uids] of [['requiredAccessories', part.requiredAccessories], ['optionalAccessories', part.optionalAccessories]] as const) {
      uids.flatMap((uid) => context.accessoryIds.get(uid) ?? []).forEach((productId, order) => rels.push([order + 1, id, path, null, productId]))
    }
  })
  return {
    products: await insertRows(client, 'products', PRODUCT_COLUMNS, parts.map((part, index) => productRow(ids[index], part, context))),
    products_categories: await insertRows(client, 'products_categories', [['_order', 'integer'], ['_parent_id', 'integer'], ['id', 'varchar'], ['value', 'varchar']], categories),
    products_attributes: await insertRows(client, 'products_attributes',
      [['_order', 'integer'], ['_parent_id', 'integer'], ['id', 'varchar'], ['type', 'enum_products_attributes_type'], ['label', 'varchar'], ['value', 'varchar']], attributes),
    products_attributes_values: await insertRows(client, 'products_attributes_values',
      [['_order', 'integer'], ['_parent_id', 'varchar'], ['id', 'varchar'], ['value', 'varchar']], attributeValues),
    products_discounts: await insertRows(client, 'products_discounts',
      [['_order', 'integer'], ['_parent_id', 'integer'], ['id', 'varchar'], ['type', 'enum_products_discounts_type'], ['minimum_amount', 'numeric'], ['new_price', 'numeric']], discounts),
    products_config_parts: await insertRows(client, 'products_config_parts',
      [['_order', 'integer'], ['_parent_id', 'integer'], ['id', 'varchar'], ['name', 'varchar'], ['type', 'enum_products_config_parts_type'], ['optional', 'boolean']], configParts),
    products_rels: await insertRows(client, 'products_rels',
      [['order', 'integer'], ['parent_id', 'integer'], ['path', 'varchar'], ['images_id', 'integer'], ['products_id', 'integer']], rels),
  }
}

/** Adds the counts of a batch to a running total. */
export const addCounts = (total: RowCounts, batch: RowCounts): RowCounts =>
  Object.fromEntries([...new Set([...Object.keys(total), ...Object.keys(batch)])].map((table) => [table, (total[table] ?? 0) + (batch[table] ?? 0)]))
