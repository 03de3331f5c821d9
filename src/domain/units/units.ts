import type { Product } from '../products/types'
import type { UnitName } from './types'

export type UnitFamily = 'amount' | 'serving' | 'pair' | 'person' | 'package' | 'weight' | 'volume' | 'length' | 'area' | 'cubic'

/**
 * Every unit with its family and its factor to the family's smallest unit (ordering-storefront.md
 * section 3). Counting units (piece, serving, pair, person, package) each form a family of their
 * own: a pair cannot be converted into pieces by a factor, only by an alternative unit's ratio.
 */
export const UNITS: Record<UnitName, { family: UnitFamily; factor: number; label: string }> = {
  amount: { family: 'amount', factor: 1, label: 'Stk.' },
  serving: { family: 'serving', factor: 1, label: 'Portion' },
  pair: { family: 'pair', factor: 1, label: 'Paar' },
  person: { family: 'person', factor: 1, label: 'Person' },
  package: { family: 'package', factor: 1, label: 'Pkg.' },
  g: { family: 'weight', factor: 1, label: 'g' },
  dag: { family: 'weight', factor: 10, label: 'dag' },
  kg: { family: 'weight', factor: 1000, label: 'kg' },
  ml: { family: 'volume', factor: 1, label: 'ml' },
  cl: { family: 'volume', factor: 10, label: 'cl' },
  dl: { family: 'volume', factor: 100, label: 'dl' },
  l: { family: 'volume', factor: 1000, label: 'l' },
  mm: { family: 'length', factor: 1, label: 'mm' },
  cm: { family: 'length', factor: 10, label: 'cm' },
  dm: { family: 'length', factor: 100, label: 'dm' },
  m: { family: 'length', factor: 1000, label: 'm' },
  km: { family: 'length', factor: 1e6, label: 'km' },
  mm2: { family: 'area', factor: 1, label: 'mm²' },
  cm2: { family: 'area', factor: 100, label: 'cm²' },
  dm2: { family: 'area', factor: 1e4, label: 'dm²' },
  m2: { family: 'area', factor: 1e6, label: 'm²' },
  mm3: { family: 'cubic', factor: 1, label: 'mm³' },
  cm3: { family: 'cubic', factor: 1e3, label: 'cm³' },
  dm3: { family: 'cubic', factor: 1e6, label: 'dm³' },
  m3: { family: 'cubic', factor: 1e9, label: 'm³' },
}

export const UNIT_NAMES = Object.keys(UNITS) as UnitName[]

export const isUnitName = (value: unknown): value is UnitName => typeof value === 'string' && value in UNITS

const unitFamily = (unit: UnitName): UnitFamily => UNITS[unit].family

export const unitLabel = (unit: UnitName): string => UNITS[unit].label

/** The product's base unit; a product without one is sold by the piece. */
export const baseUnitOf = (product: Pick<Product, 'unit'>): UnitName => product.unit ?? 'amount'

/** Units of the same family convert by factors alone. */
export const sameFamily = (a: UnitName, b: UnitName): boolean => unitFamily(a) === unitFamily(b)

/** Counting units: the cart item count adds their amounts (amount, pair and person). */
export const COUNTED_UNITS: readonly UnitName[] = ['amount', 'pair', 'person']
