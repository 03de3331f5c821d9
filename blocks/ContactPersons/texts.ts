/** Texts of the contact person cards (contactPersons and team blocks). */
export const CONTACT_TEXTS = {
  email: 'E-Mail',
  phone: 'Telefon',
} as const
