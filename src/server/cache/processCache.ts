import { onDataChange } from './changeFeed'

/**
 * Read-mostly data kept in this process's memory (the checkout's branch, menu and product data),
 * dropped whenever one of its sources changes in any process (changeFeed.ts). A load that started
 * before a change is not kept, so a cache can never hold data older than the last change it heard.
 */
export type ProcessCache = {
  /** The cached value of `key`, or the result of `load` (kept unless a change came in meanwhile). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** The values of several keys; the missing ones come from one call of `loadMissing`. */
  getMany<T>(keys: string[], loadMissing: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T | undefined>>
  clear(): void
}

export function processCache(sources: readonly string[], maxEntries = 10_000): ProcessCache {
  const entries = new Map<string, unknown>()
  let generation = 0
  const clear = () => {
    generation++
    entries.clear()
  }
  let subscribed = false
  const subscribe = () => {
    if (subscribed) return
    subscribed = true
    onDataChange((source) => {
      if (source === null || sources.includes(source)) clear()
    })
  }
  const keep = (key: string, value: unknown, startedAt: number) => {
    if (startedAt !== generation) return
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, value)
  }
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      subscribe()
      if (entries.has(key)) return entries.get(key) as T
      const startedAt = generation
      const value = await load()
      keep(key, value, startedAt)
      return value
    },
    async getMany<T>(keys: string[], loadMissing: (missing: string[]) => Promise<Map<string, T>>): Promise<Map<string, T | undefined>> {
      subscribe()
      const found = new Map<string, T | undefined>()
      const missing = keys.filter((key) => {
        if (!entries.has(key)) return true
        found.set(key, entries.get(key) as T | undefined)
        return false
      })
      if (missing.length === 0) return found
      const startedAt = generation
      const loaded = await loadMissing(missing)
      for (const key of missing) {
        found.set(key, loaded.get(key))
        keep(key, loaded.get(key), startedAt)
      }
      return found
    },
    clear,
  }
}
