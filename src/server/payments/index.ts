
export {   settleIfAuthorized } from './datatrans'
export { datatransSignatureHeader, isValidDatatransSignature } from './datatransSignature'
export { isOnlinePaymentMethod,  ONLINE_PAYMENT_METHODS, type OnlinePaymentMethod } from './methods'


export { branchIdOf, findOrderByPaymentReference, findOrderByPublicLink, findPaymentOrder, type PaymentOrder } from './orders'
export { majorUnits } from './amount'
export { PaymentProviderError, type PaymentVerdict } from './provider'

export { refreshPaymentStatus } from './refreshPaymentStatus'
export { settlePayment,  } from './settlePayment'
export { startOnlinePayment } from './startOnlinePayment'
export { PAYMENT_TEXTS } from './texts'

