import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { loadShell } from '@/storefront/shell/data'
import { ThemeHead } from '@/storefront/shell/ThemeHead'
import { themeStyle } from '@/storefront/shell/themeStyle'

import '@/storefront/ui/base.css'

/** Device addresses carry keys: never indexed, never sent on as a referrer. */
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

/**
 * The document of the device screens (kitchen and pickup boards, the time-clock tablet): the
 * theme's colours and font, and nothing else of the storefront's shell: no consent dialog, no
 * analytics, no third-party scripts, no service worker.
 */
export default async function DeviceLayout({ children }: { children: ReactNode }) {
  const { theme } = await loadShell()
  return (
    <html lang="de" style={themeStyle(theme)}>
      <ThemeHead theme={theme} />
      <body>{children}</body>
    </html>
  )
}
