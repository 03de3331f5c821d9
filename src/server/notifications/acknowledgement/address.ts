import type { NotificationOrder } from '../orderData'
import { present } from '../present'

const countryName = (code: string | null | undefined): string | null =>
  code ? (new Intl.DisplayNames('de', { type: 'region' }).of(code) ?? code) : null

type AddressParts = {
  company?: string | null
  name: string
  street?: string | null
  stairway?: string | null
  floor?: string | null
  door?: string | null
  zipCode?: string | null
  city?: string | null
  country?: string | null
}

/** 'Testgasse 1, Stiege 2, Stock 3, Tür 4' / '1010 Wien' / 'Österreich' (Austria is not written). */
function addressLines(parts: AddressParts): string[] {
  const street = present(
    parts.street,
    parts.stairway && `Stiege ${parts.stairway}`,
    parts.floor && `Stock ${parts.floor}`,
    parts.door && `Tür ${parts.door}`,
  ).join(', ')
  const country = parts.country && parts.country !== 'AT' ? countryName(parts.country) : null
  return present(parts.company, parts.name, street, present(parts.zipCode, parts.city).join(' '), country)
}

/** The customer's (billing) address as lines. */
export const billingAddressLines = (order: NotificationOrder): string[] =>
  addressLines({
    company: order.isCompany ? order.companyName : null,
    name: present(order.firstName, order.lastName).join(' '),
    street: order.street, stairway: order.stairway, floor: order.floor, door: order.door,
    zipCode: order.zipCode, city: order.city, country: order.country,
  })

/** The different delivery address as lines; empty when goods go to the billing address. */
export const deliveryAddressLines = (order: NotificationOrder): string[] =>
  order.isDeliveryAddressDifferent
    ? addressLines({
        company: order.deliveryIsCompany ? order.deliveryCompanyName : null,
        name: present(order.deliveryFirstName, order.deliveryLastName).join(' '),
        street: order.deliveryStreet, stairway: order.deliveryStairway, floor: order.deliveryFloor, door: order.deliveryDoor,
        zipCode: order.deliveryZipCode, city: order.deliveryCity, country: order.deliveryCountry,
      })
    : []
