import { catalogueHref, categoryLabel, categoryTrail, type CatalogueState } from '@/src/domain/partsCatalogue'
import { Breadcrumbs, type BreadcrumbItem } from '@/storefront/shell/Breadcrumbs'

import { SHOP_TEXTS } from '../texts'
import styles from './CatalogueHero.module.css'

/**
 * The breadcrumb 'Produktkatalog' › each level of the category (every level links to it, keeping
 * sort and view) and the page's one h1: the category's last level, else 'Produktkatalog'.
 */
export function CatalogueHero({ state }: { state: CatalogueState }) {
  const preferences = { sort: state.sort, view: state.view }
  const levels: BreadcrumbItem[] = categoryTrail(state.category).map((path) => ({ label: categoryLabel(path), href: catalogueHref({ ...preferences, category: path }) }))
  const items: BreadcrumbItem[] = [{ label: SHOP_TEXTS.catalogueTitle, href: catalogueHref(preferences) }, ...levels]
  return (
    <header className={styles.hero}>
      <Breadcrumbs items={items} />
      <h1 className={styles.title}>{state.category ? categoryLabel(state.category) : SHOP_TEXTS.catalogueTitle}</h1>
    </header>
  )
}
