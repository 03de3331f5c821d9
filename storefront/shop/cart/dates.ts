/** The cart keeps a wanted delivery date as DD.MM.YYYY (spec 001 §3); the date input speaks YYYY-MM-DD. */
export function isoOfGermanDate(value: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim())
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ''
}

export function germanDateOfIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : ''
}
