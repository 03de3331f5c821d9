/** Texts of the shared list cells of the back office. */
export const ADMIN_CELL_TEXTS = {
  yes: 'Ja',
  no: 'Nein',
} as const
