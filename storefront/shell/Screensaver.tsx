'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { isSelfServiceContext, isSelfServiceStart } from './selfServiceContext'
import styles from './Screensaver.module.css'
import { SHELL_TEXTS as T } from './texts'

/** Minutes without input after which the kiosk shows the screensaver again. */
const IDLE_MS = 2 * 60_000
/** What a person does at the kiosk. Not 'scroll': the page scrolls by itself too (smooth scrolling, focus, layout), which is no input. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

const noSubscription = () => () => undefined

/**
 * The self-service (kiosk) screensaver (spec 001 §2, issue 16): shown when the kiosk starts (the
 * address with ?context=self-service) and after 2 minutes without input, 'Tippen um zu bestellen';
 * a tap (or any key) dismisses it. Not on the kiosk's later page loads (the order status after an
 * order stays readable). Whenever it shows, the saved order data is cleared (spec 000 §4, issue 26
 * §2.4): the next person starts with an empty cart. Outside the self-service context it never shows.
 */
export function Screensaver({ shopName }: { shopName: string }) {
  const isKiosk = useSyncExternalStore(noSubscription, isSelfServiceContext, () => false)
  // Read on the first client render; on the server (and while hydrating) nothing is rendered anyway.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && isSelfServiceStart())
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (!isKiosk) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setVisible(true), IDLE_MS)
    }
    INPUT_EVENTS.forEach((name) => window.addEventListener(name, arm, { passive: true, capture: true }))
    arm()
    return () => {
      clearTimeout(timer)
      INPUT_EVENTS.forEach((name) => window.removeEventListener(name, arm, { capture: true }))
    }
  }, [isKiosk])

  useEffect(() => {
    // Loaded when a kiosk clears, so no other visitor's page carries the cart store for it.
    if (isKiosk && visible) void import('./selfService').then(({ clearSavedOrderData }) => clearSavedOrderData())
  }, [isKiosk, visible])

  // A modal dialog in the top layer, opened after the consent window, so it covers that too.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (visible && !element.open) element.showModal()
    if (!visible && element.open) element.close()
  }, [visible, isKiosk])

  if (!isKiosk) return null
  return (
    <dialog ref={dialog} className={styles.screensaver} aria-label={T.screensaver} onCancel={() => setVisible(false)} onClose={() => setVisible(false)}>
      {/* The whole screen is the button: a tap anywhere dismisses it. */}
      <button type="button" className={styles.tapArea} onClick={() => setVisible(false)}>
        <span className={styles.shop}>{shopName}</span>
        <span className={styles.call}>{T.screensaver}</span>
      </button>
    </dialog>
  )
}
