'use client'

import { useOptimistic, type MouseEvent } from 'react'

import { CATALOGUE_VIEWS, catalogueHref, type CatalogueState, type CatalogueView } from '@/src/domain/partsCatalogue'

import { SHOP_TEXTS } from '../texts'
import { useCatalogueNavigation } from './CatalogueNavigation'
import { writePreference } from './preferenceStorage'
import styles from './ResultsToolbar.module.css'
import { StateFields } from './StateFields'
import { CATALOGUE_TEXTS } from './texts'

const icon = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true, focusable: false } as const

const VIEW_ICONS: Record<CatalogueView, React.ReactNode> = {
  gallery: (
    <svg {...icon}><rect x="3" y="3" width="7" height="7" /><rect x="14" y="3" width="7" height="7" /><rect x="3" y="14" width="7" height="7" /><rect x="14" y="14" width="7" height="7" /></svg>
  ),
  list: (
    <svg {...icon}><path d="M8 6h13M8 12h13M8 18h13" /><path d="M3 6h1M3 12h1M3 18h1" /></svg>
  ),
}

/**
 * Gallery or list view as two pressed/unpressed buttons; the choice is remembered (localStorage)
 * and kept in the address (view=list). Without JavaScript the buttons submit a GET form.
 */
export function ViewToggle({ state }: { state: CatalogueState }) {
  const { navigate } = useCatalogueNavigation()
  const [shownView, setShownView] = useOptimistic(state.view)
  const choose = (event: MouseEvent<HTMLButtonElement>, view: CatalogueView) => {
    event.preventDefault()
    writePreference('view', view)
    if (view !== state.view) navigate(catalogueHref({ ...state, view }), () => setShownView(view))
  }
  return (
    <form action="/shop" method="get">
      <StateFields state={{ ...state, view: undefined }} />
      <div className={styles.views} role="group" aria-label={CATALOGUE_TEXTS.view}>
        {CATALOGUE_VIEWS.map((view) => (
          <button
            key={view}
            type="submit"
            name="view"
            value={view}
            className={styles.viewButton}
            aria-pressed={shownView === view}
            onClick={(event) => choose(event, view)}
          >
            {VIEW_ICONS[view]}
            <span>{view === 'gallery' ? SHOP_TEXTS.gallery : SHOP_TEXTS.list}</span>
          </button>
        ))}
      </div>
    </form>
  )
}
