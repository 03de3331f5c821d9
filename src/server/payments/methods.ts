import { isOnlinePayment, ONLINE_PAYMENT_METHODS as ONLINE_METHODS, type PaymentMethod } from '@/src/domain/cart/payment'

export type OnlinePaymentMethod = Extract<PaymentMethod, 'mollie' | 'datatrans'>

/** Methods paid through a provider's payment page (the domain's list); the order starts with paymentStatus 'open'. */
export const ONLINE_PAYMENT_METHODS = ONLINE_METHODS as readonly OnlinePaymentMethod[]

export const isOnlinePaymentMethod = (method: string | null | undefined): method is OnlinePaymentMethod => isOnlinePayment(method)
