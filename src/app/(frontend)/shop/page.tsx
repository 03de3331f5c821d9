import type { Metadata } from 'next'

import { catalogueStateOf } from '@/src/domain/partsCatalogue'
import { CatalogueScreen } from '@/storefront/shop/partsCatalogue/CatalogueScreen'
import { catalogueMetadata } from '@/storefront/shop/partsCatalogue/metadata'
import { capabilitiesOf, loadCatalogueScreen, loadShopViewer } from '@/storefront/shop/data'

/**
 * The parts catalogue: its state is the address (term, category, filters, page, sort, view);
 * prices depend on the signed-in viewer, so the page renders per request from the search engine.
 */
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return catalogueMetadata(catalogueStateOf(await searchParams))
}

export default async function Page({ searchParams }: Props) {
  const state = catalogueStateOf(await searchParams)
  const viewer = await loadShopViewer()
  const data = await loadCatalogueScreen(state, viewer)
  return <CatalogueScreen state={state} data={data} capabilities={capabilitiesOf(viewer)} />
}
