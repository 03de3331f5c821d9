/**
 * The printable sheet of a branch's table codes: A4 portrait in PDF points, a heading, and a grid
 * of two columns by three rows, one cell (to cut out and put on the table) per code.
 */
export const SHEET = { width: 595.28, height: 841.89, margin: 36, heading: 28, columns: 2, rows: 3 } as const

/** Codes on one page. */
export const CODES_PER_PAGE = SHEET.columns * SHEET.rows

/** One code's cell: its page (0-based) and rectangle in PDF points (origin bottom left). */
export interface SheetCell {
  page: number
  x: number
  y: number
  width: number
  height: number
}

/** The cells of `count` codes, filled row by row from the top left, six to a page. */
export function sheetCells(count: number): SheetCell[] {
  const width = (SHEET.width - 2 * SHEET.margin) / SHEET.columns
  const height = (SHEET.height - 2 * SHEET.margin - SHEET.heading) / SHEET.rows
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const onPage = index % CODES_PER_PAGE
    const column = onPage % SHEET.columns
    const row = Math.floor(onPage / SHEET.columns)
    return {
      page: Math.floor(index / CODES_PER_PAGE),
      x: SHEET.margin + column * width,
      y: SHEET.height - SHEET.margin - SHEET.heading - (row + 1) * height,
      width,
      height,
    }
  })
}

/** Pages of a sheet of `count` codes (one page, with a note, when there is none). */
export const sheetPages = (count: number): number => Math.max(1, Math.ceil(count / CODES_PER_PAGE))

/** Orders tables as people count them: '2' before '10', 'Bar 1' before 'Bar 2'. */
export const byTableNumber = (a: string, b: string): number => a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' })
