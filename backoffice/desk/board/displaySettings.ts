'use client'

import { useCallback, useSyncExternalStore } from 'react'

/**
 * The local display settings of back-office.md section 9 (issue 26, 2.9): kept in the browser
 * under `settings.show_product_data` and `settings.show_customer_data` as '1' or '0'; missing
 * means shown. Every board and order view of this browser reads the same keys.
 */
const DISPLAY_SETTING_KEYS = {
  productData: 'settings.show_product_data',
  customerData: 'settings.show_customer_data',
} as const

export type DisplaySetting = keyof typeof DISPLAY_SETTING_KEYS

const CHANGE_EVENT = 'desk:display-settings'

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== '0'
  } catch {
    return true
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** One display switch: its value (true before hydration) and a setter that stores '1' or '0'. */
export function useDisplaySetting(setting: DisplaySetting): [boolean, (shown: boolean) => void] {
  const key = DISPLAY_SETTING_KEYS[setting]
  const shown = useSyncExternalStore(subscribe, () => read(key), () => true)
  const set = useCallback(
    (value: boolean) => {
      try {
        window.localStorage.setItem(key, value ? '1' : '0')
      } catch {
        // storage unavailable (private mode): the switch applies to nothing stored
      }
      window.dispatchEvent(new Event(CHANGE_EVENT))
    },
    [key],
  )
  return [shown, set]
}
