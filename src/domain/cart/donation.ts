import { formatMoney } from '../money/format'
import { containsFolded } from '../text/containsFolded'
import { searchWords } from '../branches/branchSearch'
import { fillPlaceholders } from '../text/placeholders'

/** What the shop donates per order to the recipient the customer chooses (ordering-storefront.md section 9). */
export const DONATION_AMOUNT = 0.07

/** Own wording: the spec names the amount but shows no sentence. */
const DONATION_TEXT = 'Wir spenden {amount} pro Bestellung an eine Organisation Ihrer Wahl.'

/** 'Wir spenden 0,07 € pro Bestellung an eine Organisation Ihrer Wahl.' in the shop currency. */
export const donationText = (currency?: string | null): string =>
  fillPlaceholders(DONATION_TEXT, { amount: formatMoney(DONATION_AMOUNT, currency ?? undefined) })

export interface SearchableDonatee {
  name: string
  description?: string | null
}

/**
 * The donation recipients matching a search term: every word of the term (split on spaces and
 * commas) must occur in the name or description, ignoring case and umlaut spelling. An empty term
 * keeps all.
 */
export function filterDonatees<D extends SearchableDonatee>(donatees: readonly D[], term: string | null | undefined): D[] {
  const words = searchWords(term)
  return donatees.filter((donatee) => {
    const texts = [donatee.name, donatee.description ?? '']
    return words.every((word) => texts.some((text) => containsFolded(text, word)))
  })
}
