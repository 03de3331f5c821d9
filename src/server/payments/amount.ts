import { isNumeric, roundDecimal, toDecimal } from '@/src/domain/money'

/** An order total as the providers want it in major units: '12.90'. */
export const majorUnits = (amount: unknown): string => roundDecimal(toDecimal(amount), 2).toFixed(2)

/** The same amount in minor units (cents, Rappen): 12.9 → 1290. */
export const minorUnits = (amount: string): number => toDecimal(amount).times(100).toNumber()

/** An amount a provider states in minor units (1290) in major units ('12.90'). */
export const fromMinorUnits = (minor: number): string => majorUnits(toDecimal(minor).div(100))

/** True when a provider's amount is numeric and equals the order total to the cent. */
export const isOrderTotal = (amount: unknown, total: unknown): boolean =>
  isNumeric(amount) && isNumeric(total) && majorUnits(amount) === majorUnits(total)
