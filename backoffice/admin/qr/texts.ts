/** Back-office texts of the QR codes: the picture of a code and the printable sheet of a branch. */
export const QR_ADMIN_TEXTS = {
  heading: 'QR-Code',
  afterSave: 'Der QR-Code wird nach dem Speichern angezeigt.',
  alt: 'QR-Code {name}',
  svg: 'SVG herunterladen',
  png: 'PNG herunterladen (1200 × 1200 px)',
  encodes: 'Führt zu',
  printSheet: 'QR-Codes der Tische drucken',
  sheetHint: 'PDF mit allen QR-Codes der Tische dieser Filiale, sechs je A4-Seite zum Ausschneiden.',
} as const
