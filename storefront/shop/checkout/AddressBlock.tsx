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
