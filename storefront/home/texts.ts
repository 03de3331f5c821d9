import { BRANCH_SEARCH_PLACEHOLDER } from '@/src/domain/branches'

/**
 * German texts of the home page (ordering-storefront.md sections 2, 8 and 9). The counter and the
 * no-result text come from the domain (src/domain/branches/texts.ts); 'Jetzt bestellen' is the
 * spec's teaser text; the rest is own wording.
 */
export const HOME_TEXTS = {
  searchLabel: 'Filiale suchen',
  searchPlaceholder: BRANCH_SEARCH_PLACEHOLDER,
  tagFilterLabel: 'Nach Merkmalen filtern',
  branchListLabel: 'Filialen',
  orderNow: 'Jetzt bestellen',
  /** Appended for screen readers to each card's order button: 'Jetzt bestellen bei {name}'. */
  orderAt: 'bei',
  inactive: 'Derzeit nicht online bestellbar',
  teaserOrderTitle: 'Online bestellen',
  teaserOrderText: 'Stellen Sie Ihre Bestellung bequem online zusammen.',
  teaserCallTitle: 'Anrufen',
  teaserCallText: 'Sie erreichen uns telefonisch unter',
  teaserDirectionsTitle: 'Anfahrt',
  teaserDirectionsText: 'So finden Sie zu uns:',
  teaserDirectionsLink: 'Route planen',
  teasersLabel: 'Schnellzugriff',
} as const
