/** Texts of the site references block (German). */
export const SITE_REFERENCES_TEXTS = {
  /** Accessible name of the slider without a title. */
  label: 'Weitere Seiten',
  /** What one card of the slider is called for screen readers. */
  item: 'Seite',
} as const
