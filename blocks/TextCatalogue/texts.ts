/** Texts of the text-with-catalogues block. */
export const CATALOGUE_TEXTS = {
  list: 'Kataloge',
  download: 'Herunterladen',
} as const
