import styles from './StatusScreen.module.css'

/** The order number ticket: 'Auftragsnummer' (or 'Bestellnummer') and the uid. */
export function OrderTicket({ label, uid }: { label: string; uid: string }) {
  return (
    <section className={`${styles.card} ${styles.ticket}`} aria-labelledby="ticket-label">
      <h2 id="ticket-label" className={styles.ticketLabel}>{label}</h2>
      <p className={styles.ticketNumber}>{uid}</p>
    </section>
  )
}
