import { useId } from 'react'

import styles from './Checkout.module.css'

/** An address, line by line. */
export function AddressBlock({ lines }: { lines: string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>{line}<br /></span>
      ))}
    </address>
  )
}

/** A titled box with an address (billing, contact, delivery), as the checkout steps show them side by side. */
export function AddressSection({ title, lines }: { title: string; lines: string[] }) {
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>{title}</h3>
      <AddressBlock lines={lines} />
    </section>
  )
}
