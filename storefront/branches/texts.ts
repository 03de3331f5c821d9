/** German texts of the reusable branch components (hours, contact, open state, toolbar). */
export const BRANCH_TEXTS = {
  openingHours: 'Öffnungszeiten',
  deliveryHours: 'Lieferzeiten',
  /** Visually hidden heading above the opening/delivery toggle. */
  hoursHeading: 'Öffnungszeiten und Lieferzeiten',
  hoursToggle: 'Zeiten anzeigen',
  dayColumn: 'Tag',
  hoursColumn: 'Uhrzeit',
  contact: 'Kontakt',
  phone: 'Telefon',
  email: 'E-Mail',
  website: 'Website',
  toolbarLabel: 'Standorte',
  selectedBranch: 'Ausgewählter Standort',
} as const
