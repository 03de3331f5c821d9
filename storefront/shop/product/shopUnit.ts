import { isUnitName, unitLabel } from '@/src/domain/units'
import type { UnitName } from '@/src/domain/units/types'

/** A parts-shop product's unit as the domain knows it; an unknown unit is sold by the piece. */
export const shopUnitName = (unit: string): UnitName => (isUnitName(unit) ? unit : 'amount')

/** The German label of a product's unit: 'Stk.', 'm', 'kg' (an unknown unit as it is written). */
export const shopUnitLabel = (unit: string): string => (isUnitName(unit) ? unitLabel(unit) : unit)
