import { fillPlaceholders } from '../text/placeholders'

/** German texts of the delivery rules, verbatim from ordering-storefront.md section 8. */
const DELIVERY_TEXTS = {
  minimumOrderNotReached: 'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.',
  minimumOrderAddGoods:
    'Fügen Sie Waren im Wert von mindestens {difference} hinzu oder wählen Sie eine andere Art der Lieferung.',
  freeDeliveryFrom: 'Kostenlose Lieferung ab {amount}.',
} as const

/** 'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.' */
export const minimumOrderNotReachedText = (amount: string): string =>
  fillPlaceholders(DELIVERY_TEXTS.minimumOrderNotReached, { amount })

/** 'Fügen Sie Waren im Wert von mindestens 2,50 € hinzu oder wählen Sie eine andere Art der Lieferung.' */
export const minimumOrderAddGoodsText = (difference: string): string =>
  fillPlaceholders(DELIVERY_TEXTS.minimumOrderAddGoods, { difference })

/** 'Kostenlose Lieferung ab 30,00 €.' */
export const freeDeliveryFromText = (amount: string): string => fillPlaceholders(DELIVERY_TEXTS.freeDeliveryFrom, { amount })
