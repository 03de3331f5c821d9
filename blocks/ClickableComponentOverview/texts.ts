import { fillPlaceholders } from '@/src/domain/text'

/** Texts of the clickable component overview (German). */
export const COMPONENT_OVERVIEW_TEXTS = {
  /** Accessible name of the overview. */
  label: 'Komponentenübersicht',
  /** Accessible name of a plus button on the image. */
  showLayer: 'Details zu {label}',
  close: 'Schließen',
  /** The list of options under the image. */
  options: 'Komponenten',
} as const

export const showLayerLabel = (label: string) => fillPlaceholders(COMPONENT_OVERVIEW_TEXTS.showLayer, { label })
