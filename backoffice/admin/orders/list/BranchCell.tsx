'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { ORDER_LIST_TEXTS as T } from './texts'

/** The branch's name; a parts-shop order has no branch and says 'Teileshop' instead of '<Kein Filiale>'. */
export function BranchCell(props: DefaultCellComponentProps) {
  const { cellData, rowData } = props
  if (cellData === null || cellData === undefined) return <span>{rowData?.shop === 'parts' ? T.partsShop : '–'}</span>
  return <DefaultCell {...props} />
}
