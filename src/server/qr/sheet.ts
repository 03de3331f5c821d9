import type { Payload } from 'payload'

import { byTableNumber } from '@/src/domain/qr/sheet'
import { QR_TEXTS } from '@/src/domain/qr/texts'
import { relatedId } from '@/src/domain/relations'
import { fillPlaceholders } from '@/src/domain/text'

import { ApiError } from '../http/apiError'
import { tableCodesPdf, type SheetCode } from './sheetPdf'

/** A branch has at most this many tables and table codes on its sheet. */
const MAX_CODES = 1000

/** The codes of a branch's tables, ordered by table number, then by identifier (a table may have several). */
async function tableCodes(payload: Payload, branchId: number): Promise<SheetCode[]> {
  const tables = await payload.find({ collection: 'tables', where: { branch: { equals: branchId } }, limit: MAX_CODES, depth: 0, overrideAccess: true, pagination: false, select: { identifier: true } })
  if (tables.docs.length === 0) return []
  const numbers = new Map(tables.docs.map((table) => [table.id, table.identifier]))
  const codes = await payload.find({
    collection: 'qr-codes',
    where: { table: { in: [...numbers.keys()] } },
    limit: MAX_CODES,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { identifier: true, table: true },
  })
  return codes.docs
    .map((code) => ({ identifier: code.identifier, table: numbers.get(relatedId(code.table) ?? 0) ?? '' }))
    .filter((code) => code.table !== '')
    .sort((a, b) => byTableNumber(a.table, b.table) || a.identifier.localeCompare(b.identifier))
}

/** The printable sheet of a branch's table codes as a PDF and its file name; 404 for an unknown branch. */
export async function branchQrSheet(payload: Payload, branchId: number): Promise<{ pdf: Uint8Array; filename: string }> {
  const branch = await payload.findByID({ collection: 'branches', id: branchId, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true, identifier: true } })
  if (!branch) throw new ApiError(QR_TEXTS.errors.branchNotFound, 404)
  const pdf = await tableCodesPdf(branch.name, await tableCodes(payload, branch.id))
  return { pdf, filename: fillPlaceholders(QR_TEXTS.sheetFile, { branch: branch.identifier }) }
}
