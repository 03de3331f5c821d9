import { Suspense } from 'react'

import type { ShopProduct } from '@/src/domain/contracts/partsShop'
import type { CatalogueState } from '@/src/domain/partsCatalogue'

import type { CatalogueScreenData, ViewerCapabilities } from '../data'
import { SHOP_TEXTS } from '../texts'
import { BackLink } from '../BackLink'
import { CatalogueHero } from './CatalogueHero'
import { PreferenceRestorer } from './PreferenceRestorer'
import { sortChoices } from './preferences'
import { CatalogueProductCard } from './CatalogueProductCard'
import { CatalogueResults } from './CatalogueResults'
import { CategoryTiles } from './CategoryTiles'
import { ProductSlider } from './ProductSlider'

interface Props {
  state: CatalogueState
  data: CatalogueScreenData
  capabilities: ViewerCapabilities
}

/** A slider shows only with more than 5 products (parts-shop-and-site.md section 9). */
const SLIDER_MINIMUM = 6
const POPULAR_DELAY_MS = 6000
const RANDOM_DELAY_MS = 6500

/**
 * The catalogue /shop (parts-shop-and-site.md section 2): back link, hero with the category
 * breadcrumb, category tiles, the sliders 'Häufig gekaufte Artikel' and 'Weitere Produkte die Sie
 * interessieren könnten', and the results area. Its state is the address.
 */
export function CatalogueScreen({ state, data, capabilities }: Props) {
  const hasChoice = Boolean(state.term || state.category || Object.keys(state.filters).length > 0 || state.page > 1)
  const sliderItems = (products: ShopProduct[]) =>
    products.map((product) => ({
      id: product.id,
      card: <CatalogueProductCard product={product} currency={data.currency} canOrder={capabilities.canOrder} />,
    }))
  return (
    <div className="container">
      <BackLink fallbackHref={hasChoice ? '/shop' : '/'} />
      <CatalogueHero state={state} />
      <CategoryTiles state={state} categories={data.page.categories} images={data.categoryImages} />
      {data.popular.length >= SLIDER_MINIMUM ? <ProductSlider title={SHOP_TEXTS.popular} delay={POPULAR_DELAY_MS} items={sliderItems(data.popular)} /> : null}
      {data.random.length >= SLIDER_MINIMUM ? <ProductSlider title={SHOP_TEXTS.random} delay={RANDOM_DELAY_MS} items={sliderItems(data.random)} /> : null}
      <CatalogueResults state={state} data={data} capabilities={capabilities} />
      <Suspense fallback={null}>
        <PreferenceRestorer state={state} allowedSorts={sortChoices(capabilities.canSeePrices)} />
      </Suspense>
    </div>
  )
}
