/* Products that differ from the rule, by material number. */

/** Stored with `isPublic: false`. */
export const NOT_PUBLIC = new Set(['5S2-KM-7500-H', '5SC-DZ-100-400', '5SD-HS-1SN-DN25', 'ET-GS-R87'])
/** Stored with `isPriceHidden: true`. */
export const PRICE_HIDDEN = new Set(['5S9-AKP-100', '5S9-AKP-140', '5S5-FU-15000-400', '5S3-SG-R87-250'])
/** Promotions: net price factor and the last day relative to `now` (negative: expired). */
export const SALES_PRICES: Record<string, { factor: number; days: number }> = {
  '5S1-GM-0750-B3': { factor: 0.85, days: 30 },
  '5S6-DM-1500-4P': { factor: 0.88, days: 14 },
  '5S9-ZP-011-R': { factor: 0.9, days: 60 },
  '5SA-WV06-E-24DC': { factor: 0.87, days: 7 },
  '5S8-UCP-206': { factor: 0.8, days: 45 },
  '5S5-FU-2200-400': { factor: 0.85, days: -10 },
}
