/** A stored text without surrounding whitespace, or null when nothing is left (optional settings fields). */
export const filledText = (value: string | null | undefined): string | null => value?.trim() || null
