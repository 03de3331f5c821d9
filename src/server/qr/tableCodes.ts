import type { CollectionBeforeValidateHook } from 'payload'

import { tablePagePath } from '@/src/domain/qr/target'
import { relatedId } from '@/src/domain/relations'

import { tableWithBranch } from './codes'

/**
 * A code with a table leads to that table's dine-in page: before it is validated, its path becomes
 * the table's branch page with the table preselected ('/store/wien?table=7') and its branch the
 * table's branch (the statistics and the printed sheet count it there).
 */
export const tableCodeTarget: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const tableId = relatedId(data.table !== undefined ? data.table : originalDoc?.table)
  if (tableId === null) return data
  const table = await tableWithBranch(req.payload, Number(tableId))
  if (!table) return data
  return { ...data, path: tablePagePath(table.branchIdentifier, table.identifier), branch: table.branchId }
}
