import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { loadHomePage } from '@/storefront/home/data'
import { HomeScreen } from '@/storefront/home/HomeScreen'
import { SHELL_TEXTS } from '@/storefront/shell/texts'

/**
 * The home page (/) and, for any path no other route matches, the storefront's 404 (the site
 * pages, a later issue, take over here: match the path against sites first). Rendered on the first
 * visit and served from the page cache until staff change its data or an hour passes; open states
 * follow the browser's clock, the header search's ?q= is read in the browser.
 */
export const revalidate = 3600
export const generateStaticParams = (): { path: string[] }[] => []

type Props = { params: Promise<{ path?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await params).path?.length ? { title: SHELL_TEXTS.notFound.title } : {}
}

export default async function Page({ params }: Props) {
  if ((await params).path?.length) notFound()
  return <HomeScreen {...await loadHomePage()} renderedAt={new Date().toISOString()} />
}
