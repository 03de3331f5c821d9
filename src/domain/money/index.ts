export { isNumeric, Money, parseDecimal, toDecimal } from './decimal'
export type { MoneyDecimal } from './decimal'
export { AMOUNT_DECIMALS, LINE_DECIMALS, round2, round4, roundDecimal, roundTo } from './round'
export { sumAmounts, sumDecimal } from './sum'
export {
  grossFromNet,
  netFromGross,
  netFromGrossExact,
  taxFactor,
  taxFromGross,
  taxOnNet,
  taxPercent,
  taxRateForMode,
  taxRateKey,
} from './tax'
export { currencySymbol, formatMoney, formatNumber, formatPercentNumber } from './format'
