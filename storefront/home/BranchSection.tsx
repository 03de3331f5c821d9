import type { BranchClock } from '@/src/domain/schedule/branchClock'
import { OpenStateBadge } from '@/storefront/ui/OpenStateBadge'

import { ContactBlock } from '../branches/ContactBlock'
import { OpeningHoursTable } from '../branches/OpeningHoursTable'
import type { StorefrontBranch } from '../branches/types'
import styles from './BranchSection.module.css'
import { storePath } from './homeVariant'
import { HOME_TEXTS } from './texts'

/** A branch on the plugin home page: name, open state, opening hours (with delivery toggle) and contact. */
export function BranchSection({ branch, clock, renderedAt, showOrderLink }: { branch: StorefrontBranch; clock: BranchClock; renderedAt: string; showOrderLink: boolean }) {
  return (
    <section className={styles.section} data-branch={branch.identifier} aria-label={branch.name}>
      <h2 className={styles.name}>{branch.name}</h2>
      <OpenStateBadge openState={clock.openState} renderedAt={renderedAt} />
      {!branch.isPublic ? <p className={styles.inactive}>{HOME_TEXTS.inactive}</p> : null}
      {branch.isPublic && showOrderLink ? (
        <a className="btn btn-primary" href={storePath(branch.identifier)}>
          {HOME_TEXTS.orderNow}
          <span className="visually-hidden"> {HOME_TEXTS.orderAt} {branch.name}</span>
        </a>
      ) : null}
      <div className={styles.columns}>
        <OpeningHoursTable branch={branch} hours={clock.hours} renderedAt={renderedAt} />
        <ContactBlock contact={branch} />
      </div>
    </section>
  )
}
