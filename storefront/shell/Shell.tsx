import type { ReactNode } from 'react'

import { AnalyticsRuntime } from '../analytics/AnalyticsRuntime'
import { ConsentManager } from '../consent/ConsentManager'
import { ThirdPartyScripts } from '../consent/scripts/ThirdPartyScripts'
import { QrLandingKeeper } from '../qr/QrLandingKeeper'
import { AdminToolbar } from './AdminToolbar'
import { Footer } from './Footer'
import { Header } from './Header'
import { Screensaver } from './Screensaver'
import { ScrollReveal } from './ScrollReveal'
import { ScrollTopButton } from './ScrollTopButton'
import { AppServiceWorker } from './AppServiceWorker'
import styles from './Shell.module.css'
import { SHELL_TEXTS as T } from './texts'
import type { ShellData } from './types'

const DEFAULT_PRIVACY_PAGE = '/site/privacy'

/** The shared layout around every storefront page (ordering-storefront.md section 2). */
export function Shell({ shell, version, children }: { shell: ShellData; version: string; children: ReactNode }) {
  const privacy = shell.legalLinks.find((link) => link.key === 'privacyPolicy')
  return (
    <>
      <a href="#main" className={styles.skipLink}>{T.skipLink}</a>
      {/* early in the document: a first visitor's modal is opened by its script before the first paint */}
      <ConsentManager services={shell.consentServices} privacyHref={privacy?.href ?? DEFAULT_PRIVACY_PAGE} privacyIsExternal={privacy?.isExternal ?? false} />
      <AdminToolbar version={version} />
      <Header shell={shell} />
      <main id="main" tabIndex={-1} className={styles.main}>{children}</main>
      <Footer shell={shell} />
      <ScrollTopButton />
      <ScrollReveal />
      <ThirdPartyScripts services={shell.consentServices} scriptIds={shell.scriptIds} />
      <AnalyticsRuntime services={shell.consentServices} />
      <AppServiceWorker pwaEnabled={shell.plugins.pwa} />
      <Screensaver shopName={shell.shopName} />
      <QrLandingKeeper />
    </>
  )
}
