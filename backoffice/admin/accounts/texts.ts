/** Back-office texts of the shop accounts (approval of sign-ups). */
export const ACCOUNT_ADMIN_TEXTS = {
  waiting: 'Dieses Konto wartet auf Freischaltung.',
  approved: 'Dieses Konto ist freigeschaltet.',
  approve: 'Freischalten',
  approvedNow: 'Das Konto ist freigeschaltet; die Aktivierungs-E-Mail ist unterwegs.',
  approveFailed: 'Das Konto konnte nicht freigeschaltet werden.',
  all: 'Alle Konten',
  waitingFilter: 'Wartet auf Freischaltung',
  filters: 'Schnellfilter',
  /** back-office.md section 8 ('customers'); the count swallows its failure. */
  countFailed: 'Kunden konnten nicht geladen werden.',
} as const

/** The list address of the accounts that wait for approval (also linked from the staff mail). */
export const WAITING_QUERY = 'where[isApproved][equals]=false'
