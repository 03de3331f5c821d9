export type Id = number | string
