import { earliestDeliveryDate } from '@/src/domain/cart'

import { loadCurrency, loadShopViewer } from '../data'
import { isoOfGermanDate } from './dates'

export interface CartScreenData {
  canOrder: boolean
  currency: string
  /** The earliest wanted delivery date (tomorrow) as YYYY-MM-DD for the date inputs. */
  earliestDate: string
}

/** The cart screen's data (server only): whether the viewer may order, the currency and tomorrow. */
export async function loadCartScreen(now = new Date()): Promise<CartScreenData> {
  const [viewer, currency] = await Promise.all([loadShopViewer(), loadCurrency()])
  return { canOrder: viewer.canOrder, currency, earliestDate: isoOfGermanDate(earliestDeliveryDate(now)) }
}
