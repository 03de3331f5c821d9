import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { legalDocumentAt } from '@/storefront/site/legal/legalDocument'
import { LegalPage } from '@/storefront/site/legal/LegalPage'
import { SHELL_TEXTS } from '@/storefront/shell/texts'

type Props = { params: Promise<{ path: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const legal = await legalDocumentAt((await params).path)
  return { title: legal?.title ?? SHELL_TEXTS.notFound.title }
}

/**
 * The legal pages /site/terms-and-conditions, /site/privacy, /site/imprint and /site/allergens
 * from the settings' texts (ordering-storefront.md section 2); any other path no route matches
 * shows the storefront's 404 page inside the shared layout. The site pages (issue 17) take over
 * here too: match the path against sites first.
 */
export default async function CatchAllPage({ params }: Props) {
  const legal = await legalDocumentAt((await params).path)
  if (!legal) notFound()
  return <LegalPage title={legal.title} markdown={legal.markdown} />
}
