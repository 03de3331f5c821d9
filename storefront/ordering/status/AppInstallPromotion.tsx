'use client'

import { isInstalledApp, promptInstall, useInstallAvailable } from '@/storefront/shell/pwa/installPrompt'

import styles from './StatusScreen.module.css'
import { STATUS_TEXTS } from './texts'

/**
 * 'App installieren' when the app plugin is on and the browser offers installation (it fired
 * beforeinstallprompt and the app is not installed); renders nothing otherwise.
 */
export function AppInstallPromotion({ enabled }: { enabled: boolean }) {
  const available = useInstallAvailable()
  if (!enabled || !available || isInstalledApp()) return null
  return (
    <section className={styles.card} aria-labelledby="app-heading">
      <h2 id="app-heading" className={styles.cardHeading}>{STATUS_TEXTS.appHeading}</h2>
      <p>{STATUS_TEXTS.appText}</p>
      <button type="button" className="btn btn-primary" onClick={() => void promptInstall()}>{STATUS_TEXTS.appButton}</button>
    </section>
  )
}
