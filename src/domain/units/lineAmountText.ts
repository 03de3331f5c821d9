import { formatPercentNumber } from '../money'
import type { UnitName } from './types'
import { isUnitName, unitLabel } from './units'

/**
 * An order line's amount as staff read it: '2 ×' for pieces, '0,5 kg' for measured units
 * (German decimal comma, no trailing zeros). Pure, so the receipt and the admin share it.
 */
export function lineAmountText(amount: number, unit: string | null | undefined): string {
  const number = formatPercentNumber(amount, 3)
  return !unit || unit === 'amount' || !isUnitName(unit) ? `${number} ×` : `${number} ${unitLabel(unit as UnitName)}`
}
