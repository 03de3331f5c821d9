import { fillPlaceholders } from '@/src/domain/text'

/** Texts of the catalogue slider (German). */
export const CATALOGUE_SLIDER_TEXTS = {
  /** Accessible name of the slider without a title. */
  label: 'Kataloge',
  /** What one tile is called for screen readers. */
  item: 'Katalog',
  download: 'Herunterladen',
  /** The accessible name of a tile's link. */
  downloadLabel: '{title} herunterladen',
  document: 'Dokument',
} as const

export const downloadLabel = (title: string, details: string | null) =>
  fillPlaceholders(CATALOGUE_SLIDER_TEXTS.downloadLabel, { title }) + (details ? ` (${details})` : '')
