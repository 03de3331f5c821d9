import type { Metadata } from 'next'

import { homeTitle } from '@/src/domain/shell'
import { loadHomePage } from '@/storefront/home/data'
import { HomeScreen } from '@/storefront/home/HomeScreen'
import { loadShell } from '@/storefront/shell/data'

/**
 * The home page. Visitors open it at `/`, which next.config.ts rewrites to `/start/de` (and
 * `/start/…` itself redirects to `/`): a page with a parameter that no build lists is rendered on
 * its first visit, not at build time (the build has no database), and then served from the page
 * cache until staff change its data or an hour passes. Open states follow the browser's clock,
 * the header search's ?q= is read in the browser.
 */
export const revalidate = 3600
export const dynamicParams = true
export const generateStaticParams = (): { locale: string }[] => []

/** '{division title} - {shop title}', or the shop title alone (both from the cache). */
export async function generateMetadata(): Promise<Metadata> {
  const [home, shell] = await Promise.all([loadHomePage(), loadShell()])
  return { title: { absolute: homeTitle(home.settings.divisionTitle, shell.shopTitle) } }
}

export default async function HomePage() {
  return <HomeScreen {...await loadHomePage()} renderedAt={new Date().toISOString()} />
}
