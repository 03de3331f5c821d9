/** A value with its German label, as Payload select fields and storefront selects take it. */
export interface SelectOption<V extends string = string> {
  value: V
  label: string
}

/** The `{ value, label }` list of a label map, in the order of `values` (default: the map's key order). */
export function selectOptions<V extends string>(
  labels: Readonly<Record<V, string>>,
  values: readonly V[] = Object.keys(labels) as V[],
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
