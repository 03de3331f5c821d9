import { datatransProvider } from './datatrans'
import type { OnlinePaymentMethod } from './methods'
import { mollieProvider } from './mollie'
import type { PaymentProvider } from './provider'

const PROVIDERS: Record<OnlinePaymentMethod, PaymentProvider> = {
  mollie: mollieProvider,
  datatrans: datatransProvider,
}

/** The adapter that handles an online payment method. */
export const paymentProviderFor = (method: OnlinePaymentMethod): PaymentProvider => PROVIDERS[method]
