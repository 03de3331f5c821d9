/**
 * A value that changes only at known instants (an open state, a menu's catalogue), worked out
 * ahead by the server and read by the browser without any calendar or time-zone code.
 * `from` is epoch milliseconds; each value holds from its instant until the next one.
 */
interface Segment<T> {
  from: number
  value: T
}

export type Segments<T> = Segment<T>[]

/**
 * The segments of `evaluate` from `from` on, given every instant at which its value may change
 * (`candidates`; those before `from` are ignored). Each candidate is evaluated at the instant and
 * one millisecond after it, so a change 'at' and one 'just after' an instant (strict comparisons)
 * are both caught. Neighbours with the same value (compared as JSON) are merged.
 */
export function segmentsOver<T>(from: number, candidates: Iterable<number>, evaluate: (at: Date) => T): Segments<T> {
  const instants = new Set<number>([from])
  for (const candidate of candidates) {
    if (candidate > from) {
      instants.add(candidate)
      instants.add(candidate + 1)
    }
  }
  const segments: Segments<T> = []
  let last = ''
  for (const at of [...instants].sort((a, b) => a - b)) {
    const value = evaluate(new Date(at))
    const key = JSON.stringify(value)
    if (segments.length > 0 && key === last) continue
    segments.push({ from: at, value })
    last = key
  }
  return segments
}

/** The value at an instant: that of the last segment starting at or before it (the first before all). */
export function valueAt<T>(segments: Segments<T>, at: number): T {
  let found = segments[0]
  for (const segment of segments) {
    if (segment.from > at) break
    found = segment
  }
  return found.value
}
