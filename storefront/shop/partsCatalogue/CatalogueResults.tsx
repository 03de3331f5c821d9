import { pageCount } from '@/src/domain/pagination'
import { catalogueResultCountText, type CatalogueState } from '@/src/domain/partsCatalogue'

import type { CatalogueScreenData, ViewerCapabilities } from '../data'
import { SHOP_TEXTS } from '../texts'
import { CatalogueNavigation } from './CatalogueNavigation'
import { CataloguePagination } from './CataloguePagination'
import styles from './CatalogueResults.module.css'
import { sortChoices } from './preferences'
import { FilterPanel } from './FilterPanel'
import { ProductResults } from './ProductResults'
import toolbar from './ResultsToolbar.module.css'
import { SearchForm } from './SearchForm'
import { SortSelect } from './SortSelect'
import { CATALOGUE_TEXTS } from './texts'
import { ViewToggle } from './ViewToggle'

interface Props {
  state: CatalogueState
  data: CatalogueScreenData
  capabilities: ViewerCapabilities
}

/**
 * The results area: search, filters (side column from 1024 px), count, sort, view, the products
 * of this page and the pagination. Filters, sort and view change the address in place and mark
 * the area busy until the new results arrive.
 */
export function CatalogueResults({ state, data, capabilities }: Props) {
  const { products, filters, pagination } = data.page
  const totalPages = pageCount(pagination.total, pagination.limit)
  return (
    <section className={styles.section} aria-labelledby="catalogue-results">
      <h2 id="catalogue-results" className="visually-hidden">{CATALOGUE_TEXTS.resultsHeading}</h2>
      <SearchForm state={state} />
      <CatalogueNavigation className={`${styles.layout} ${filters.length > 0 ? styles.withFilters : ''}`} busyClassName={styles.busy}>
        {filters.length > 0 ? (
          <div className={styles.filters}>
            <FilterPanel state={state} filters={filters} headingId="catalogue-filters" />
          </div>
        ) : null}
        <div className={styles.main}>
          <div className={toolbar.toolbar}>
            <p className={toolbar.count} role="status" data-testid="catalogue-count">{catalogueResultCountText(pagination.total)}</p>
            <div className={toolbar.controls}>
              <SortSelect state={state} choices={sortChoices(capabilities.canSeePrices)} />
              <ViewToggle state={state} />
            </div>
          </div>
          {products.length > 0 ? (
            <ProductResults products={products} currency={data.currency} view={state.view} canOrder={capabilities.canOrder} />
          ) : (
            <p className={`notice ${styles.empty}`}>{SHOP_TEXTS.noResults}</p>
          )}
          <CataloguePagination state={state} totalPages={totalPages} />
        </div>
      </CatalogueNavigation>
    </section>
  )
}
