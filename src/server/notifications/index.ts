export { createOrderAcknowledgement } from './acknowledgement/createOrderAcknowledgement'
export {  NotificationNotPossibleError } from './errors'
export {   type OrderEvent } from './events'


export { notifyOrder, notifyOrderPlaced, sendNewOrderEmail, sendNewOrderSms } from './notifyOrder'
export { OrderNotFoundError, type NotificationOrder } from './orderData'

export { smsProvider,   } from './sms/provider'
