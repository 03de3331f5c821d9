/** The federal states of Austria by the codes the holiday calendar uses (1 Burgenland … 9 Wien). */
export const AUSTRIAN_STATES = {
  '1': 'Burgenland',
  '2': 'Kärnten',
  '3': 'Niederösterreich',
  '4': 'Oberösterreich',
  '5': 'Salzburg',
  '6': 'Steiermark',
  '7': 'Tirol',
  '8': 'Vorarlberg',
  '9': 'Wien',
} as const

export type AustrianState = keyof typeof AUSTRIAN_STATES
