import { fillPlaceholders } from '@/src/domain/text'

/** The parts shop's visible texts (parts-shop-and-site.md sections 2, 6, 8 and 9), verbatim where the spec names them. */
export const SHOP_TEXTS = {
  catalogueTitle: 'Produktkatalog',
  back: 'Zurück',
  popular: 'Häufig gekaufte Artikel',
  random: 'Weitere Produkte die Sie interessieren könnten',
  search: 'Suchen',
  reset: 'Zurücksetzen',
  searchLabel: 'Suchbegriff oder Materialnummer',
  noResults: 'Keine Artikel gefunden. Versuchen Sie einen anderen Suchbegriff oder entfernen Sie Filter.',
  showAll: 'Alle anzeigen (+{n})',
  showLess: 'Weniger anzeigen',
  showAllFilters: 'Alle Filter anzeigen',
  filters: 'Filter',
  sort: 'Sortierung',
  sortOptions: {
    relevance: 'Relevanz',
    price_asc: 'Preis aufsteigend',
    price_desc: 'Preis absteigend',
    name_asc: 'Name A–Z',
    name_desc: 'Name Z–A',
    uid_asc: 'Materialnummer aufsteigend',
    uid_desc: 'Materialnummer absteigend',
  },
  gallery: 'Galerieansicht',
  list: 'Listenansicht',
  pagination: 'Seiten',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  page: 'Seite {n}',
  categories: 'Kategorien',
  allProducts: 'Alle Produkte',
  materialNumber: 'Materialnummer',
  priceOnRequest: 'Preis auf Anfrage',
  signInForPrices: 'Anmelden und Preise sehen',
  discounted: 'Rabattiert',
  listPrice: 'Listenpreis',
  referenceImages: 'Abbildungen ähnlich. Das tatsächliche Produkt kann abweichen.',
  packaging: 'Dieses Produkt ist in {n} Stück verpackt. Menge, Preis und Spezifikation beziehen sich auf ein einzelnes Stück.',
  tabs: { details: 'Details', specifications: 'Spezifikationen', documents: 'Dokumente & CAD', tiers: 'Preisstaffelung' },
  materialGroup: 'Materialgruppe',
  tierRow: 'ab {n} {unit}',
  requiredAccessories: 'Erforderliches Zubehör',
  optionalAccessories: 'Das könnte Sie noch interessieren',
  quantity: 'Menge',
  comment: 'Kommentar',
  addToCart: 'In den Warenkorb',
  toCart: 'Zum Warenkorb',
  quickEntry: 'Schnellerfassung',
} as const

export const showAllText = (hidden: number) => fillPlaceholders(SHOP_TEXTS.showAll, { n: hidden })
export const packagingText = (pieces: number) => fillPlaceholders(SHOP_TEXTS.packaging, { n: pieces })
export const pageLabel = (page: number) => fillPlaceholders(SHOP_TEXTS.page, { n: page })

/** The sign-in address that brings the visitor back to `path` (parts-shop-and-site.md section 2). */
export const signInHref = (path: string) => `/account/login?returnUrl=${encodeURIComponent(path)}`
