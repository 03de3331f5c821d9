import type { PublicOrderBranch } from '@/src/domain/contracts/ordering'

import styles from './StatusScreen.module.css'
import { STATUS_TEXTS } from './texts'

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Name, address, phone and e-mail of the branch that handles the order. */
export function BranchContact({ branch }: { branch: PublicOrderBranch }) {
  const place = [branch.zipCode, branch.city].filter(Boolean).join(' ')
  return (
    <section className={styles.card} aria-labelledby="branch-heading">
      <h2 id="branch-heading" className={styles.cardHeading}>{STATUS_TEXTS.branchHeading}</h2>
      <address className={styles.address}>
        {branch.name ? <strong>{branch.name}</strong> : null}
        {branch.street ? <span>{branch.street}</span> : null}
        {place ? <span>{place}</span> : null}
        {branch.phone ? (
          <span>
            {STATUS_TEXTS.phone}: <a href={telHref(branch.phone)}>{branch.phone}</a>
          </span>
        ) : null}
        {branch.email ? (
          <span>
            {STATUS_TEXTS.email}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </span>
        ) : null}
      </address>
    </section>
  )
}
