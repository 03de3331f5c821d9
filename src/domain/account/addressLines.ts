/** An address as the account and checkout screens show it, line by line. */
export type AddressLines = string[]

export type AddressSource = Partial<Record<'companyName' | 'firstName' | 'lastName' | 'street' | 'stairway' | 'floor' | 'door' | 'zipCode' | 'city' | 'country' | 'email' | 'phone', unknown>>

const COUNTRY_NAMES: Record<string, string> = { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein' }
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Company, name, street with 'Stiege/Stock/Tür', zip code and city, country, e-mail and phone: the
 * lines that are filled ('Industriezeile 12, Stiege 2/Stock 3/Tür 7', '4020 Linz', 'Österreich').
 */
export function addressLines(address: AddressSource): AddressLines {
  const name = [text(address.firstName), text(address.lastName)].filter(Boolean).join(' ')
  const unit = [text(address.stairway) && `Stiege ${text(address.stairway)}`, text(address.floor) && `Stock ${text(address.floor)}`, text(address.door) && `Tür ${text(address.door)}`]
    .filter(Boolean)
    .join('/')
  return [
    text(address.companyName),
    name,
    [text(address.street), unit].filter(Boolean).join(', '),
    [text(address.zipCode), text(address.city)].filter(Boolean).join(' '),
    COUNTRY_NAMES[text(address.country)] ?? text(address.country),
    text(address.email),
    text(address.phone),
  ].filter(Boolean)
}
