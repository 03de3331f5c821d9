import type { Branch } from '../branches/types'
import type { DeliveryMode } from '../delivery/types'

/** Field names of the order form (ordering-storefront.md section 3, Order form (checkout)). */
export type OrderFormField =
  | 'isCompany' | 'companyName' | 'firstName' | 'lastName' | 'company'
  | 'street' | 'floor' | 'stairway' | 'door' | 'zipCode' | 'city' | 'country' | 'vatNumber'
  | 'phone' | 'email'
  | 'isDeliveryAddressDifferent' | 'isDeliveryCompany' | 'deliveryCompanyName' | 'deliveryFirstName'
  | 'deliveryLastName' | 'deliveryStreet' | 'deliveryFloor' | 'deliveryStairway' | 'deliveryDoor'
  | 'deliveryZipCode' | 'deliveryCity' | 'deliveryCountry' | 'deliveryArea'
  | 'comment' | 'appointmentDate' | 'paymentMethod' | 'legalInstructions' | 'privacyPolicy'
  | 'branch' | 'table' | 'donatee'

type RequirementBranch = Pick<
  Branch,
  | 'isDeliveryEmailRequired' | 'isDineInEmailRequired' | 'isTakeawayEmailRequired'
  | 'isDeliveryPhoneRequired' | 'isDineInPhoneRequired' | 'isTakeawayPhoneRequired'
  | 'isDeliveryAddressRequired' | 'isDineInAddressRequired' | 'isTakeawayAddressRequired'
  | 'isAppointmentRequired'
>

const FLAG_PREFIX: Record<DeliveryMode, 'isDelivery' | 'isDineIn' | 'isTakeaway'> = {
  delivery: 'isDelivery',
  dineIn: 'isDineIn',
  takeaway: 'isTakeaway',
}

const ADDRESS_FIELDS: readonly OrderFormField[] = ['street', 'zipCode', 'city', 'country']

/**
 * The order form fields that must be filled for a mode (ordering-storefront.md section 5):
 * first and last name always; email, phone and the address (street, zip code, city, country)
 * by the branch's per-mode flags; for delivery the address and the delivery area always; the
 * table for dine-in; the appointment when the branch requires one; the terms and privacy
 * checkboxes always.
 */
export function requiredCheckoutFields(branch: RequirementBranch, mode: DeliveryMode): OrderFormField[] {
  const prefix = FLAG_PREFIX[mode]
  const fields: OrderFormField[] = ['firstName', 'lastName']
  if (branch[`${prefix}EmailRequired`]) fields.push('email')
  if (branch[`${prefix}PhoneRequired`]) fields.push('phone')
  if (mode === 'delivery' || branch[`${prefix}AddressRequired`]) fields.push(...ADDRESS_FIELDS)
  if (mode === 'delivery') fields.push('deliveryArea')
  if (mode === 'dineIn') fields.push('table')
  if (branch.isAppointmentRequired) fields.push('appointmentDate')
  fields.push('legalInstructions', 'privacyPolicy')
  return fields
}

const isFilled = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'boolean') return value
  return value !== null && value !== undefined
}

/** The required fields the form leaves empty (blank text, unticked checkbox, missing value). */
export function missingCheckoutFields(
  branch: RequirementBranch,
  mode: DeliveryMode,
  form: Partial<Record<OrderFormField, unknown>>,
): OrderFormField[] {
  return requiredCheckoutFields(branch, mode).filter((field) => !isFilled(form[field]))
}
