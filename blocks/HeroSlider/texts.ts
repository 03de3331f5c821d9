/** Texts of the hero slider (German). */
export const HERO_SLIDER_TEXTS = {
  /** Accessible name of the slider. */
  label: 'Hervorgehobene Inhalte',
  /** The titles list under the slides. */
  titles: 'Folien auswählen',
  /** A slide without a title in the titles list. */
  untitled: 'Folie {n}',
  /** The neutral panel shown when the slider has no slides. */
  placeholder: 'Noch keine Folien vorhanden',
} as const
