import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { orderNumberDay } from '@/src/domain/orders'
import { uploadRefsOf } from '@/src/domain/media'

import { newOrderHash } from './orderHash'
import type { OrderData } from './prepared'

type Column = { name: string; getSQLType: () => string; mapToDriverValue: (value: unknown) => unknown }
type Table = Record<string, unknown>
type Row = Record<string, unknown>

/** The columns of a row of one table: its values keyed by the table's drizzle column keys. */
type TableRows = { table: string; rows: Row[] }

export type InsertedOrder = { id: number; uid: string; hash: string; paymentMethod: OrderData['paymentMethod']; createdAt: string }

/** Array rows get ids of the shape Payload gives them (24 hex characters). */
const newRowId = (): string => randomBytes(12).toString('hex')

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const columnOf = (table: Table, key: string): Column | null => {
  const column = table[key] as Partial<Column> | undefined
  return column && typeof column.name === 'string' && typeof column.getSQLType === 'function' ? (column as Column) : null
}

/**
 * Splits an order document into the rows of Payload's tables, the way its postgres adapter stores
 * it: fields and groups (`totals.net` → `totals_net`) into the `orders` row, each array into rows
 * of its own table (`orders_items`, `orders_totals_taxes`). JSON fields stay whole.
 */
function splitIntoRows(tables: Record<string, Table>, tableName: string, data: Record<string, unknown>, prefix = '', row: Row = {}, children: TableRows[] = []): { row: Row; children: TableRows[] } {
  const table = tables[tableName]
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined) continue
    const key = `${prefix}${field}`
    if (columnOf(table, key)) row[key] = value
    else if (Array.isArray(value) && tables[`${tableName}_${key}`]) {
      const childTable = `${tableName}_${key}`
      const rows = value.map((entry: Record<string, unknown>, index) => {
        const split = splitIntoRows(tables, childTable, entry)
        if (split.children.length) throw new Error(`nested arrays in ${childTable} are not supported here`)
        return { ...split.row, _order: index + 1, id: typeof entry.id === 'string' ? entry.id : newRowId() }
      })
      if (rows.length) children.push({ table: childTable, rows })
    } else if (isPlainObject(value)) splitIntoRows(tables, tableName, value, `${key}_`, row, children)
    else throw new Error(`${tableName} has no column for ${key}`)
  }
  return { row, children }
}

/** A typed value: parameters in an INSERT … SELECT have no target type of their own. */
const typedValue = (column: Column, value: unknown): SQL =>
  value === null ? sql`NULL` : sql`${column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`

const columnList = (table: Table, keys: string[]): SQL => sql.raw(keys.map((key) => `"${columnOf(table, key)!.name}"`).join(', '))

/** INSERT of an array's rows, each pointing at the new order (`new_order` of the statement). */
function childInsert(tables: Record<string, Table>, { table: name, rows }: TableRows): SQL {
  const table = tables[name]
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const values = rows.map((row) => sql`(${sql.join(keys.map((key) => typedValue(columnOf(table, key)!, row[key] ?? null)), sql`, `)})`)
  return sql`INSERT INTO ${sql.raw(`"${name}"`)} ("_parent_id", ${columnList(table, keys)})
    SELECT new_order.id, v.* FROM new_order, (VALUES ${sql.join(values, sql`, `)}) AS v`
}

/** The customers' uploads of the order's items, taken by the new order (see serveMedia). */
function uploadsUpdate(items: OrderData['items']): SQL | null {
  const ids = [...new Set((items ?? []).flatMap((item) => uploadRefsOf(item.parts).map((ref) => Number(ref.id))))].filter((id) => Number.isSafeInteger(id) && id > 0)
  if (!ids.length) return null
  return sql`UPDATE uploads SET order_id = new_order.id FROM new_order
    WHERE uploads.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND uploads.purpose = 'customer' AND uploads.order_id IS NULL`
}

/**
 * Stores a new order with its items, tax lines and the customers' uploads it takes in one SQL
 * statement (atomic by itself, no transaction round trips): its id comes from the table's
 * sequence, its readable number is the day and that id (readableOrderNumber: the id padded to
 * four digits), its link hash is random. Through Payload's tables, but without the generic
 * document create (its field hooks, validation and read-back cost more than the whole order).
 * A second order with the same idempotency key fails on the key's unique index (23505).
 */
export async function insertOrder(payload: Payload, data: OrderData, now: Date): Promise<InsertedOrder> {
  const tables = payload.db.tables as unknown as Record<string, Table>
  const { row, children } = splitIntoRows(tables, 'orders', { ...data, hash: newOrderHash(), createdAt: now.toISOString(), updatedAt: now.toISOString() })
  const orders = tables.orders
  const keys = Object.keys(row)
  const day = orderNumberDay(now)
  const writes = [...children.map((child) => childInsert(tables, child)), uploadsUpdate(data.items)].filter((write): write is SQL => write !== null)
  const statement = sql`
    WITH new_id AS (SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id),
    new_order AS (
      INSERT INTO orders ("id", "uid", ${columnList(orders, keys)})
      SELECT new_id.id, ${day} || '-' || lpad(new_id.id::text, 4, '0'), ${sql.join(keys.map((key) => typedValue(columnOf(orders, key)!, row[key])), sql`, `)}
      FROM new_id
      RETURNING id, uid, hash, payment_method
    )${sql.join(writes.map((write, index) => sql`, write_${sql.raw(String(index))} AS (${write})`), sql``)}
    SELECT id, uid, hash, payment_method FROM new_order`
  const result = await payload.db.drizzle.execute(statement)
  const inserted = (result as unknown as { rows: { id: number; uid: string; hash: string; payment_method: OrderData['paymentMethod'] }[] }).rows[0]
  return { id: Number(inserted.id), uid: inserted.uid, hash: inserted.hash, paymentMethod: inserted.payment_method, createdAt: now.toISOString() }
}
