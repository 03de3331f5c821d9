import { catalogueHref, type CatalogueState } from '@/src/domain/partsCatalogue'

/**
 * The hidden fields that carry a catalogue state through a plain GET form to /shop, so search,
 * sort and view also work without JavaScript: exactly the parameters of its address.
 */
export function stateFields(state: Partial<CatalogueState>): [name: string, value: string][] {
  const query = catalogueHref(state).split('?')[1] ?? ''
  return [...new URLSearchParams(query).entries()]
}
