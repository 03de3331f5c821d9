import type { DefaultServerCellComponentProps } from 'payload'

import { ADMIN_CELL_TEXTS as T } from './texts'

/** A checkbox in a list column as 'Ja' or 'Nein' (Payload would write 'wahr' / 'falsch'). */
export function BooleanCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{cellData === true ? T.yes : T.no}</span>
}
