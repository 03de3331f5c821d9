/** The trimmed, non-empty texts of a list ('' and missing parts dropped). */
export const present = (...parts: (string | null | undefined | false)[]): string[] =>
  parts.map((part) => (part ? part.trim() : '')).filter(Boolean)
