import type { ReactNode } from 'react'

import styles from '../Checkout.module.css'

/** One titled block of the checkout form. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  )
}
