import { fillPlaceholders } from '../text'

/** German texts of the QR codes: statistics labels, the printed sheet, the downloads and the API's refusals. */
export const QR_TEXTS = {
  /** The origin of orders without a code (order-origins, revenue-origins). */
  direct: 'Direkt',
  /** A scanned code that was deleted since, when its identifier is unknown too. */
  deletedCode: 'Gelöschter QR-Code',
  table: 'Tisch {table}',
  sheetTitle: 'QR-Codes der Tische – {branch}',
  sheetHint: 'Scannen und direkt am Tisch bestellen',
  sheetEmpty: 'Für diese Filiale gibt es noch keine QR-Codes mit Tisch. Legen Sie unter „QR-Codes“ einen Code je Tisch an.',
  imageFile: 'QR-Code-{identifier}.{format}',
  sheetFile: 'QR-Codes-Tische-{branch}.pdf',
  errors: {
    codeNotFound: 'Der QR-Code wurde nicht gefunden.',
    branchNotFound: 'Die Filiale wurde nicht gefunden.',
    format: 'Bitte wählen Sie das Format svg oder png.',
  },
} as const

/** 'Tisch 7'. */
export const tableLabel = (table: string): string => fillPlaceholders(QR_TEXTS.table, { table })
