/** An interval that may still be open (`end` null: running until now). */
interface OpenInterval {
  start: Date
  end: Date | null
}

/** A tracked stretch of work with its pauses, as a working activity stores it. */
export interface Shift extends OpenInterval {
  pauses: readonly OpenInterval[]
}

const MINUTE = 60_000

/** The milliseconds of the pauses inside the shift, overlaps counted once, open ones until `end`. */
function pausedMs(pauses: readonly OpenInterval[], start: number, end: number): number {
  const clipped = pauses
    .map((pause) => [Math.max(pause.start.getTime(), start), Math.min(pause.end?.getTime() ?? end, end)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0])
  let total = 0
  let reached = start
  for (const [from, to] of clipped) {
    const begin = Math.max(from, reached)
    if (to > begin) total += to - begin
    reached = Math.max(reached, to)
  }
  return total
}

/**
 * The whole minutes a shift was worked and paused: running shifts and open pauses last until
 * `now`; pauses outside the shift do not count, overlapping pauses count once.
 */
export function workedMinutes(shift: Shift, now: Date): { worked: number; paused: number } {
  const start = shift.start.getTime()
  const end = Math.max(start, (shift.end ?? now).getTime())
  const paused = pausedMs(shift.pauses, start, end)
  return { worked: Math.floor((end - start - paused) / MINUTE), paused: Math.floor(paused / MINUTE) }
}
