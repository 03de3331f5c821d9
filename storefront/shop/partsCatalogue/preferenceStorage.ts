import { PREFERENCE_KEYS } from './preferences'

type Preference = keyof typeof PREFERENCE_KEYS

/** A stored catalogue preference; null without one or when the browser refuses storage. */
export function readPreference(name: Preference): string | null {
  try {
    return window.localStorage.getItem(PREFERENCE_KEYS[name])
  } catch {
    return null
  }
}

/** Stores a catalogue preference; a full or disabled storage simply forgets it. */
export function writePreference(name: Preference, value: string): void {
  try {
    window.localStorage.setItem(PREFERENCE_KEYS[name], value)
  } catch {
    // private mode or quota: the choice holds for this address only
  }
}
