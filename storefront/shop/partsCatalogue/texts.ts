import { fillPlaceholders } from '@/src/domain/text'

/**
 * Texts of the catalogue screen that SHOP_TEXTS (../texts.ts) does not hold: page metadata,
 * accessible names of controls and the few additions of this screen. All German.
 */
export const CATALOGUE_TEXTS = {
  searchTitle: 'Suche: {term}',
  description: 'Industrielle Antriebs- und Hydraulikkomponenten im Produktkatalog: nach Kategorie, Suchbegriff oder Materialnummer finden.',
  categoryDescription: 'Produktkatalog, Kategorie {trail}: industrielle Antriebs- und Hydraulikkomponenten.',
  searchDescription: 'Suchergebnisse für „{term}“ im Produktkatalog.',
  resultsHeading: 'Artikel',
  articleCount: '{n} Artikel',
  subcategoriesOf: 'Unterkategorien von {label}',
  view: 'Ansicht',
  applySort: 'Sortierung anwenden',
  removeFilters: 'Alle Filter entfernen',
  fewerFilters: 'Weniger Filter anzeigen',
  optionCount: '{n} Artikel',
  carousel: 'Karussell',
  slide: 'Artikel',
  slideLabel: '{n} von {total}',
  previousSlide: 'Vorherige Artikel anzeigen',
  nextSlide: 'Nächste Artikel anzeigen',
  pauseSlider: 'Automatisches Weiterblättern anhalten',
  playSlider: 'Automatisches Weiterblättern fortsetzen',
} as const

export const searchTitleText = (term: string) => fillPlaceholders(CATALOGUE_TEXTS.searchTitle, { term })
export const articleCountLabel = (count: number) => fillPlaceholders(CATALOGUE_TEXTS.articleCount, { n: count.toLocaleString('de-AT') })
export const subcategoriesLabel = (label: string) => fillPlaceholders(CATALOGUE_TEXTS.subcategoriesOf, { label })
export const optionCountLabel = (count: number) => fillPlaceholders(CATALOGUE_TEXTS.optionCount, { n: count.toLocaleString('de-AT') })
export const slideLabel = (position: number, total: number) => fillPlaceholders(CATALOGUE_TEXTS.slideLabel, { n: position, total })
