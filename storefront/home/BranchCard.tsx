import type { BranchClock } from '@/src/domain/schedule/branchClock'
import { OpenStateBadge } from '@/storefront/ui/OpenStateBadge'

import { BranchImage } from '../branches/BranchImage'
import { ContactBlock } from '../branches/ContactBlock'
import { OpeningHoursTable } from '../branches/OpeningHoursTable'
import type { StorefrontBranch } from '../branches/types'
import styles from './BranchCard.module.css'
import { storePath } from './homeVariant'
import { HOME_TEXTS } from './texts'

interface Props {
  branch: StorefrontBranch
  /** Open state and hours over the coming days (branchClock). */
  clock: BranchClock
  renderedAt: string
}

/**
 * A branch on the home page: picture, name, address, open state, order button, opening hours and
 * contact. A branch that is not public is shown greyed, without links to its store, with a note.
 */
export function BranchCard({ branch, clock, renderedAt }: Props) {
  const inactive = !branch.isPublic
  const href = storePath(branch.identifier)
  const place = [branch.zipCode, branch.city].filter(Boolean).join(' ')
  return (
    <article className={`${styles.card} ${inactive ? styles.inactive : ''}`} data-branch={branch.identifier} data-inactive={inactive || undefined}>
      <BranchImage image={branch.image} inactive={inactive} />
      <div className={styles.body}>
        <h2 className={styles.name}>{inactive ? branch.name : <a href={href}>{branch.name}</a>}</h2>
        <p className={styles.address}>{[branch.street, place].filter(Boolean).join(', ')}</p>
        <OpenStateBadge openState={clock.openState} renderedAt={renderedAt} />
        {inactive ? (
          <p className={styles.inactiveNote}>{HOME_TEXTS.inactive}</p>
        ) : (
          <a className={`btn btn-primary ${styles.order}`} href={href}>
            {HOME_TEXTS.orderNow}
            <span className="visually-hidden"> {HOME_TEXTS.orderAt} {branch.name}</span>
          </a>
        )}
        <OpeningHoursTable branch={branch} hours={clock.hours} renderedAt={renderedAt} />
        <ContactBlock contact={branch} />
      </div>
    </article>
  )
}
