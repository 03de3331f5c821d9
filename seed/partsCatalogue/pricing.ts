/** VAT rate of every part, percent. */
export const VAT = 20

/** A shop price from a net list price: gross incl. VAT, rounded the way price lists are (…,90 / …,40 / 0,05 steps). */
export function listGross(net: number): number {
  const gross = net * (1 + VAT / 100)
  const cents = gross >= 100 ? Math.round(gross) * 100 - 10 : gross >= 10 ? Math.round(gross * 2) * 50 - 10 : Math.max(5, Math.round(gross * 20) * 5)
  return cents / 100
}
/** `value` × `factor`, rounded to cents. */
export const centsOf = (value: number, factor = 1): number => Math.round(value * 100 * factor) / 100
/** Price factors of the volume tiers (5 %, 10 %, 15 % off). */
export const TIER_FACTORS = [0.95, 0.9, 0.85]
