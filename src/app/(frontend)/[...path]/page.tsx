import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { pathFromSegments } from '@/src/domain/site'
import { SHELL_TEXTS } from '@/storefront/shell/texts'
import { legalDocumentAt } from '@/storefront/site/legal/legalDocument'
import { LegalPage } from '@/storefront/site/legal/LegalPage'
import { loadRedirects, loadSiteContext, loadSitePage } from '@/storefront/site/data'
import { siteMetadata } from '@/storefront/site/metadata'
import { LivePreviewRefresh } from '@/storefront/site/page/LivePreviewRefresh'
import { PreviewBanner } from '@/storefront/site/page/PreviewBanner'
import { SitePageScreen } from '@/storefront/site/page/SitePageScreen'

/**
 * Every path no other route owns: the legal documents at /site/{slug}, redirects of the
 * redirects collection, and the published pages of the marketing site at their own path. Rendered
 * on the first visit, then served from the page cache until an editor changes what it shows (the
 * tags of its loaders, see publicCache.ts) or an hour passes; an editor's preview renders fresh.
 */
export const revalidate = 3600
export const generateStaticParams = (): { path: string[] }[] => []

type Props = { params: Promise<{ path: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segments = (await params).path
  const legal = await legalDocumentAt(segments)
  if (legal) return { title: legal.title }
  const data = await loadSitePage(pathFromSegments(segments))
  return data ? siteMetadata(data.page) : { title: SHELL_TEXTS.notFound.title }
}

export default async function CatchAllPage({ params }: Props) {
  const segments = (await params).path
  const legal = await legalDocumentAt(segments)
  if (legal) return <LegalPage title={legal.title} markdown={legal.markdown} />

  const path = pathFromSegments(segments)
  const forward = (await loadRedirects())[path]
  if (forward) (forward.permanent ? permanentRedirect : redirect)(forward.target)

  const [data, context, preview] = await Promise.all([loadSitePage(path), loadSiteContext(), draftMode()])
  if (!data) notFound()
  return (
    <>
      {preview.isEnabled ? <><PreviewBanner path={data.page.path} /><LivePreviewRefresh /></> : null}
      <SitePageScreen data={data} context={context} />
    </>
  )
}
