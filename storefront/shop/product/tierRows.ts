import { formatMoney } from '@/src/domain/money'
import type { PriceTierRow } from '@/src/domain/pricing'
import { amountText } from '@/src/domain/quantity'
import { fillPlaceholders } from '@/src/domain/text'

import { SHOP_TEXTS } from '../texts'
import { shopUnitLabel } from './shopUnit'

/** A 'Preisstaffelung' row as shown: 'ab 10 Stk.' → '12,50 €' 'exkl. MwSt.'. */
interface TierRowText {
  quantity: string
  price: string
  suffix: string
}

export function tierRowTexts(tiers: readonly PriceTierRow[], unit: string, currency: string): TierRowText[] {
  const label = shopUnitLabel(unit)
  return tiers.map((tier) => ({
    quantity: fillPlaceholders(SHOP_TEXTS.tierRow, { n: amountText(tier.minimumAmount), unit: label }),
    price: formatMoney(tier.amount, currency),
    suffix: tier.suffix,
  }))
}
