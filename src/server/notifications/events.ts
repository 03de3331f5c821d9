/** The events an order notifies about. */
export type OrderEvent = 'received' | 'newOrder' | 'confirmed' | 'rejected' | 'counterAppointment' | 'canceled'

/** Events told to the customer (e-mail and SMS); 'newOrder' goes to the branch by e-mail only. */
export const isCustomerEvent = (event: OrderEvent): boolean => event !== 'newOrder'
