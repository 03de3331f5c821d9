/** Texts of the text slider (German). */
export const TEXT_SLIDER_TEXTS = {
  /** Accessible name of the slider without a title. */
  label: 'Text-Slider',
  /** The dot list. */
  dots: 'Folie auswählen',
} as const
