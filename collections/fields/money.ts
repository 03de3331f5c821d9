import type { NumberField } from 'payload'

/** An amount of money in the shop currency (2 decimals). */
export const moneyField = (name: string, label: string, overrides: Partial<NumberField> = {}): NumberField =>
  ({ name, type: 'number', label, min: 0, admin: { step: 0.01 }, ...overrides }) as NumberField

/** A tax rate in percent, e.g. 10 or 20. */
export const taxRateField = (name: string, label: string, overrides: Partial<NumberField> = {}): NumberField =>
  ({ name, type: 'number', label, min: 0, max: 100, admin: { step: 0.1 }, ...overrides }) as NumberField
