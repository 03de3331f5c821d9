/**
 * The fields `keys` of `source` as an order stores them: each value as it is, null where the
 * source has none. The keys are checked against the source's type, so a renamed field does not compile.
 */
export function fieldsOf<T extends object, K extends keyof T>(source: T, keys: readonly K[]): { [P in K]: NonNullable<T[P]> | null } {
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null])) as { [P in K]: NonNullable<T[P]> | null }
}
