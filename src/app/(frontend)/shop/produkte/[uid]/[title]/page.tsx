import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { productHref } from '@/src/domain/partsCatalogue'
import { capabilitiesOf, loadProductScreen, loadShopViewer } from '@/storefront/shop/data'
import { productMetadata } from '@/storefront/shop/product/metadata'
import { ProductScreen } from '@/storefront/shop/product/ProductScreen'

/**
 * A part's detail page /shop/produkte/{uid}/{title}: an unknown material number is the German
 * 404, a wrong or outdated title slug redirects (308) to the product's own address.
 */
type Props = { params: Promise<{ uid: string; title: string }> }

/** Next.js hands over the segment decoded; a material number may itself contain '%'. */
const materialNumberOf = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Metadata and page of one request share the load. */
const loadFor = cache(async (uid: string) => {
  const viewer = await loadShopViewer()
  return { viewer, data: await loadProductScreen(materialNumberOf(uid), viewer) }
})

async function load(params: Props['params']) {
  const { uid, title } = await params
  return { ...(await loadFor(uid)), title }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { data } = await load(params)
  return data ? productMetadata(data) : {}
}

export default async function Page({ params }: Props) {
  const { data, title, viewer } = await load(params)
  if (!data) notFound()
  if (title !== data.product.slug) permanentRedirect(productHref(data.product))
  return <ProductScreen data={data} capabilities={capabilitiesOf(viewer)} path={productHref(data.product)} />
}
