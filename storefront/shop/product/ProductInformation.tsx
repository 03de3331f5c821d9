import type { ReactNode } from 'react'

import type { ShopProduct } from '@/src/domain/contracts/partsShop'

import type { DocumentLink } from '../data'
import { SHOP_TEXTS } from '../texts'
import { DocumentLinks } from './DocumentLinks'
import { PriceTierTable } from './PriceTierTable'
import styles from './ProductPanels.module.css'
import { ProductTabs } from './ProductTabs'
import { visibleProductTabs, type ProductTabId } from './productTabs'
import { SpecificationsTable } from './SpecificationsTable'
import { PRODUCT_TEXTS } from './texts'

interface Props {
  product: ShopProduct
  documents: DocumentLink[]
  currency: string
}

/** The tabs below the product's summary, with their panels rendered on the server. */
export function ProductInformation({ product, documents, currency }: Props) {
  const panels: Record<ProductTabId, () => ReactNode> = {
    details: () => <p className={styles.description}>{product.content.description?.trim()}</p>,
    specifications: () => <SpecificationsTable product={product} />,
    documents: () => <DocumentLinks documents={documents} />,
    tiers: () => <PriceTierTable tiers={product.display.tiers} unit={product.unit} currency={currency} />,
  }
  const tabs = visibleProductTabs(product, documents).map((id) => ({ id, label: SHOP_TEXTS.tabs[id], panel: panels[id]() }))
  return <ProductTabs label={PRODUCT_TEXTS.tabList} tabs={tabs} />
}
