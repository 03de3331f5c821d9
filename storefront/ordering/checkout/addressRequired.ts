import type { DeliveryMode } from '@/src/domain/delivery/types'

/** The address form shows when delivering or when the branch requires the address for the mode (its fields are then required). */
export const addressRequired = (required: ReadonlySet<string>, mode: DeliveryMode): boolean => mode === 'delivery' || required.has('street')
