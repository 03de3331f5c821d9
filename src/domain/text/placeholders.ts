export type PlaceholderValues = Readonly<Record<string, string | number | null | undefined>>

/**
 * Fills '{name}' style placeholders. A placeholder whose key is missing (or null/undefined) stays
 * as it is, so an omission is visible instead of silently vanishing.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{([A-Za-z0-9_ ]+)\}/g, (whole, key: string) => {
    const value = values[key]
    return value === null || value === undefined ? whole : String(value)
  })
}
