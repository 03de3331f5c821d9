/** A counted thing of a ranked list before counting: its key and German label. */
export type Entry = { key: string; label: string }
