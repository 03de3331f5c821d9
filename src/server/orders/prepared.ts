/** A checkout turned into order data, or the response that refuses it. */
export type Prepared = { data: Record<string, unknown> } | { response: Response }
