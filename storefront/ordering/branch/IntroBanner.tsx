'use client'

import type { MenuBranch } from '@/src/domain/contracts/menu'
import { sizedImage } from '@/src/domain/media'
import type { OpenStateBannerView } from '@/src/domain/schedule/branchClock'
import type { Segments } from '@/src/domain/segments'
import { useClockValue } from '@/storefront/ui/useMinuteClock'

import styles from './IntroBanner.module.css'
import { BRANCH_TEXTS } from './texts'

interface Props {
  branch: MenuBranch
  /** The branch's open state over the coming days (branchClock, worked out by the server). */
  openState: Segments<OpenStateBannerView>
  /** ISO instant of the server render: the first (hydrating) render uses it, then the browser's clock. */
  renderedAt: string
}

/**
 * The top of the branch page: picture, name, address and the open state computed with the current
 * time ('Geöffnet bis 22:00', warning colour when closing soon, 'Geschlossen'); while closed the
 * closed banner ('Derzeit haben wir leider geschlossen.', the next opening or the closedMessage,
 * and the preorder hint), while open but not delivering the delivery banner.
 */
export function IntroBanner({ branch, openState, renderedAt }: Props) {
  const state = useClockValue(openState, renderedAt)
  const notice = state.closedBanner ?? state.deliveryBanner
  const image = branch.image ? sizedImage(branch.image, 'medium') : null
  const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <section className={styles.banner} aria-labelledby="branch-title">
      {image ? (
        <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" fetchPriority="high" />
      ) : null}
      <div className={styles.text}>
        <h1 id="branch-title" className={styles.title}>{branch.name}</h1>
        {address ? (
          <p className={styles.address}>
            <span className="visually-hidden">{BRANCH_TEXTS.address}: </span>
            {address}
          </p>
        ) : null}
        {branch.description ? <p className={styles.description}>{branch.description}</p> : null}
        <p className={styles.state} data-state={state.state} data-testid="branch-open-state">
          <span className={styles.dot} aria-hidden="true" />
          {state.toolbar.text}
        </p>
      </div>
      {notice ? (
        <div className={`notice notice-warning ${styles.notice}`} data-testid="branch-closed-notice">
          {notice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </section>
  )
}
