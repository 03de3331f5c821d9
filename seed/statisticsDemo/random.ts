/** A 32-bit hash of a text (FNV-1a), the start state of a generator. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Choices with their weights (need not add up to 1). */
export type Weighted<T> = readonly (readonly [T, number])[]

/**
 * A small seeded random generator (mulberry32): the same seed always gives the same demo data, so
 * a day of the demo history is the same whenever it is seeded, and tests are stable.
 */
export class SeededRandom {
  private state: number

  constructor(seed: string) {
    this.state = hashText(seed)
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** True with the probability p. */
  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  weighted<T>(choices: Weighted<T>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
    let rest = this.next() * total
    for (const [choice, weight] of choices) {
      rest -= weight
      if (rest < 0) return choice
    }
    return choices[choices.length - 1][0]
  }

  /** A normally distributed number (Box-Muller). */
  normal(mean: number, deviation: number): number {
    const u = 1 - this.next()
    const v = this.next()
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** How many of something that happens `mean` times on average (Poisson, Knuth's method; fine for small means). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean)
    let count = 0
    for (let product = this.next(); product > limit; product *= this.next()) count++
    return count
  }

  /** A random UUID (version 4 layout), as the storefront's sessions have. */
  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => this.int(0, 255))
    bytes[6] = (bytes[6] & 0x0f) | 0x40
    bytes[8] = (bytes[8] & 0x3f) | 0x80
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }
}
