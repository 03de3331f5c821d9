/**
 * A small seeded pseudo-random generator (mulberry32). Every generated product draws from its own
 * stream, derived from the run's seed and the product's position, so product n is the same
 * whatever the batch size or the number of products generated.
 */
export type Random = {
  /** A number in [0, 1). */
  next: () => number
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number
  /** A number in [min, max). */
  between: (min: number, max: number) => number
  /** True with the given probability. */
  chance: (probability: number) => boolean
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T
}

/** Mixes two integers into a 32-bit seed (a variant of MurmurHash3's finaliser). */
export function mixSeed(seed: number, stream: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(stream + 0x632be5ab, 0xc2b2ae35)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
  }
}
