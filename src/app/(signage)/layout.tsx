import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = { robots: { index: false, follow: false } }
export const viewport: Viewport = { themeColor: '#000000' }

/** The TVs' own document: full screen, black, nothing of the storefront's shell. */
export default function SignageLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body style={{ margin: 0, background: '#000', overflow: 'hidden' }}>{children}</body>
    </html>
  )
}
