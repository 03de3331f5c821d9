import type { Payload } from 'payload'

import { relatedId } from '@/src/domain/relations'
import { qrIdentifierOf } from '@/src/domain/qr/identifier'
import type { QrCodeTarget } from '@/src/domain/qr/target'

/** A code as its scan needs it: where it leads, and the branch its scans count for (a table code: its table's branch). */
export type ScannableCode = QrCodeTarget & { id: number; branchId: number | null; tableId: number | null }

/** A table with the identifier of its branch. */
export async function tableWithBranch(payload: Payload, tableId: number): Promise<{ id: number; identifier: string; branchId: number; branchIdentifier: string } | null> {
  const table = await payload.findByID({ collection: 'tables', id: tableId, depth: 0, overrideAccess: true, disableErrors: true, select: { identifier: true, branch: true } })
  const branchId = relatedId(table?.branch)
  if (!table || branchId === null) return null
  const branch = await payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true, disableErrors: true, select: { identifier: true } })
  return branch ? { id: table.id, identifier: table.identifier, branchId, branchIdentifier: branch.identifier } : null
}

/** The code of a short URL's identifier (any case, see qrIdentifierOf), or null when there is none. */
export async function scannableCode(payload: Payload, rawIdentifier: string): Promise<ScannableCode | null> {
  const identifier = qrIdentifierOf(rawIdentifier)
  if (!identifier) return null
  const { docs } = await payload.find({
    collection: 'qr-codes',
    where: { identifier: { equals: identifier } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { identifier: true, path: true, branch: true, table: true },
  })
  const code = docs[0]
  if (!code) return null
  const tableId = relatedId(code.table)
  const table = tableId === null ? null : await tableWithBranch(payload, tableId)
  return {
    id: code.id,
    identifier: code.identifier,
    path: code.path,
    table: table ? { identifier: table.identifier, branchIdentifier: table.branchIdentifier } : null,
    branchId: table?.branchId ?? relatedId(code.branch),
    tableId: table?.id ?? null,
  }
}

/**
 * The id of the code an order came from (`qrCode` of the checkout), or null: a malformed or
 * unknown code is ignored, the order is placed all the same.
 */
export async function orderQrCodeId(payload: Payload, identifier: string | null | undefined): Promise<number | null> {
  const valid = qrIdentifierOf(identifier)
  if (!valid) return null
  const { docs } = await payload.find({ collection: 'qr-codes', where: { identifier: { equals: valid } }, limit: 1, depth: 0, overrideAccess: true, select: {} })
  return docs[0]?.id ?? null
}
