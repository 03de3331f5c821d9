import type { Metadata } from 'next'

import { categoryLabel, CATEGORY_SEPARATOR, type CatalogueState } from '@/src/domain/partsCatalogue'
import { fillPlaceholders } from '@/src/domain/text'

import { SHOP_TEXTS } from '../texts'
import { CATALOGUE_TEXTS, searchTitleText } from './texts'

/**
 * The catalogue's title and description: the category's last level, else 'Suche: {term}', else
 * 'Produktkatalog'. Search and filter results are not indexed (endless combinations of the same
 * parts); their links are followed.
 */
export function catalogueMetadata(state: CatalogueState): Metadata {
  const isSearch = state.term !== '' || Object.keys(state.filters).length > 0
  const robots = isSearch ? { index: false, follow: true } : undefined
  if (state.category) {
    return {
      title: categoryLabel(state.category),
      description: fillPlaceholders(CATALOGUE_TEXTS.categoryDescription, { trail: state.category.split(CATEGORY_SEPARATOR).join(' › ') }),
      ...(robots ? { robots } : {}),
    }
  }
  if (state.term) {
    return { title: searchTitleText(state.term), description: fillPlaceholders(CATALOGUE_TEXTS.searchDescription, { term: state.term }), robots }
  }
  return { title: SHOP_TEXTS.catalogueTitle, description: CATALOGUE_TEXTS.description, ...(robots ? { robots } : {}) }
}
