import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { uploadRefsOf } from '@/src/domain/media'
import { orderNumberDay } from '@/src/domain/orders'
import { poolOf } from '@/src/server/db/pool'

import { claimedAnnouncementInsert } from './announcementOutbox'
import { newOrderHash } from './orderHash'
import type { OrderData } from './prepared'

type Column = { name: string; getSQLType: () => string; mapToDriverValue: (value: unknown) => unknown }
type Table = Record<string, unknown>
type Tables = Record<string, Table>
type Row = Record<string, unknown>

/** The rows of one array field's table (`orders_items`, `orders_totals_taxes`). */
type ChildRows = { table: string; rows: Row[] }

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
function splitIntoRows(tables: Tables, tableName: string, data: Record<string, unknown>, prefix = '', row: Row = {}, children: ChildRows[] = []): { row: Row; children: ChildRows[] } {
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

const quoted = (name: string) => `"${name}"`
const driverValue = (column: Column, value: unknown) => (value === null || value === undefined ? null : column.mapToDriverValue(value))

/**
 * The statement for one shape of order (which columns it fills, which arrays it has, whether it
 * takes uploads), with its parameters. Array rows go in as one array parameter per column
 * (`unnest`), so the text does not depend on the number of lines and PostgreSQL plans it once per
 * connection (a named prepared statement).
 */
function orderStatement(tables: Tables, row: Row, children: ChildRows[], uploadIds: number[], day: string, announcement: Announcement | null) {
  const orders = tables.orders
  const keys = Object.keys(row)
  const values: unknown[] = [day]
  const param = (value: unknown, type: string) => {
    values.push(value)
    return `$${values.length}::${type}`
  }
  const orderValues = keys.map((key) => {
    const column = columnOf(orders, key)!
    return param(driverValue(column, row[key]), column.getSQLType())
  })
  const writes = children.map(({ table: name, rows }, index) => {
    const table = tables[name]
    const childKeys = [...new Set(rows.flatMap((child) => Object.keys(child)))]
    const arrays = childKeys.map((key) => {
      const column = columnOf(table, key)!
      return param(rows.map((child) => driverValue(column, child[key])), `${column.getSQLType()}[]`)
    })
    return `write_${index} AS (INSERT INTO ${quoted(name)} ("_parent_id", ${childKeys.map((key) => quoted(columnOf(table, key)!.name)).join(', ')})
      SELECT new_order.id, lines.* FROM new_order, unnest(${arrays.join(', ')}) AS lines)`
  })
  if (uploadIds.length) {
    writes.push(`taken_uploads AS (UPDATE uploads SET order_id = new_order.id FROM new_order
      WHERE uploads.id = ANY(${param(uploadIds, 'integer[]')}) AND uploads.purpose = 'customer' AND uploads.order_id IS NULL)`)
  }
  if (announcement) {
    writes.push(`due_announcement AS (${claimedAnnouncementInsert('new_order.id', param(announcement.placedBy, 'text'))} FROM new_order)`)
  }
  const text = `WITH new_id AS (SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id),
    new_order AS (
      INSERT INTO orders ("id", "uid", ${keys.map((key) => quoted(columnOf(orders, key)!.name)).join(', ')})
      SELECT new_id.id, $1::text || '-' || lpad(new_id.id::text, greatest(4, length(new_id.id::text)), '0'), ${orderValues.join(', ')} FROM new_id
      RETURNING id, uid, hash, payment_method
    )${writes.map((write) => `, ${write}`).join('')}
    SELECT id, uid, hash, payment_method FROM new_order`
  return { name: `order-insert-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values }
}

/** The customers' uploads the order's items refer to (see serveMedia). */
const uploadIdsOf = (items: OrderData['items']): number[] =>
  [...new Set((items ?? []).flatMap((item) => uploadRefsOf(item.parts).map((ref) => Number(ref.id))))].filter((id) => Number.isSafeInteger(id) && id > 0)

/** An order announced at placement (paid on site): its row in the outbox, with the client that placed it. */
export type Announcement = { placedBy: string }

/**
 * Stores a new order with its items, tax lines and the customers' uploads it takes in one SQL
 * statement (atomic by itself, no transaction round trips): its id comes from the table's
 * sequence, its readable number is the day and that id (readableOrderNumber: the id padded to
 * four digits, never cut: PostgreSQL's lpad alone truncates longer ids), its link hash is random. Through Payload's tables, but without the generic
 * document create (its field hooks, validation and read-back cost more than the whole order).
 * A second order with the same idempotency key fails on the key's unique index (23505). With
 * `announcement`, the order's announcement is made due in the outbox by the same statement.
 */
export async function insertOrder(payload: Payload, data: OrderData, now: Date, announcement: Announcement | null = null): Promise<InsertedOrder> {
  const tables = payload.db.tables as unknown as Tables
  const createdAt = now.toISOString()
  const { row, children } = splitIntoRows(tables, 'orders', { ...data, hash: newOrderHash(), createdAt, updatedAt: createdAt })
  const statement = orderStatement(tables, row, children, uploadIdsOf(data.items), orderNumberDay(now), announcement)
  const { rows } = await poolOf(payload).query<{ id: number; uid: string; hash: string; payment_method: OrderData['paymentMethod'] }>(statement)
  const inserted = rows[0]
  return { id: Number(inserted.id), uid: inserted.uid, hash: inserted.hash, paymentMethod: inserted.payment_method, createdAt }
}
