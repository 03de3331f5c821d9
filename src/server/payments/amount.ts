import { roundDecimal, toDecimal } from '@/src/domain/money'

/** An order total as the providers want it in major units: '12.90'. */
export const majorUnits = (amount: unknown): string => roundDecimal(toDecimal(amount), 2).toFixed(2)

/** The same amount in minor units (cents, Rappen): 12.9 → 1290. */
export const minorUnits = (amount: string): number => toDecimal(amount).times(100).toNumber()
