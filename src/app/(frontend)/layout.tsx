import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import packageJson from '@/package.json'
import { manifestColor } from '@/src/domain/shell'
import { loadShell } from '@/storefront/shell/data'
import { shellMetadata } from '@/storefront/shell/metadata'
import { Shell } from '@/storefront/shell/Shell'
import { themeStyle } from '@/storefront/shell/themeStyle'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  return shellMetadata(await loadShell())
}

/** The browser's toolbar in the theme's primary colour (also the installed app's). */
export async function generateViewport(): Promise<Viewport> {
  return { themeColor: manifestColor((await loadShell()).theme.color1) }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const shell = await loadShell()
  return (
    <html lang="de" style={themeStyle(shell.theme)}>
      <head>
        {/* Our own packaged @font-face rules (fontCatalogue.ts), not input: one request fewer per weight. */}
        {shell.theme.fontFaces && <style dangerouslySetInnerHTML={{ __html: shell.theme.fontFaces }} />}
        {shell.theme.fontStylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      </head>
      <body>
        <Shell shell={shell} version={packageJson.version}>{children}</Shell>
      </body>
    </html>
  )
}
