import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import packageJson from '@/package.json'
import { manifestColor } from '@/src/domain/shell'
import { loadShell } from '@/storefront/shell/data'
import { shellMetadata } from '@/storefront/shell/metadata'
import { Shell } from '@/storefront/shell/Shell'
import { ThemeHead } from '@/storefront/shell/ThemeHead'
import { themeStyle } from '@/storefront/shell/themeStyle'

import '@/storefront/ui/base.css'
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
      <ThemeHead theme={shell.theme} />
      <body>
        <Shell shell={shell} version={packageJson.version}>{children}</Shell>
      </body>
    </html>
  )
}
