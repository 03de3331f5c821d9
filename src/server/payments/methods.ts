import {
  CHECKOUT_PAYMENT_METHODS, isOnlinePayment, ONLINE_PAYMENT_METHODS as ONLINE_METHODS, type PaymentMethod,
} from '../../domain/cart/payment'

export type OnlinePaymentMethod = Extract<PaymentMethod, 'mollie' | 'datatrans'>

/** Methods paid through a provider's payment page (the domain's list); the order starts with paymentStatus 'open'. */
export const ONLINE_PAYMENT_METHODS = ONLINE_METHODS as readonly OnlinePaymentMethod[]

/** Checkout methods paid at the counter or on delivery; the order carries paymentStatus 'onSite'. */
export const ON_SITE_PAYMENT_METHODS = CHECKOUT_PAYMENT_METHODS.filter((method) => !isOnlinePayment(method))

export const isOnlinePaymentMethod = (method: string | null | undefined): method is OnlinePaymentMethod => isOnlinePayment(method)
