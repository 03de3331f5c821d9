import styles from './Checkout.module.css'
import { PARTS_CHECKOUT_TEXTS as T, stepOfText } from './texts'

/** The four steps Informationen, Versandart, Auftragsprüfung, Abgeschlossen; `current` is 0-based. */
export function ProgressBar({ current }: { current: number }) {
  return (
    <nav aria-label={T.progress}>
      <ol className={styles.progress}>
        {T.steps.map((label, index) => (
          <li key={label} className={index === current ? styles.current : index < current ? styles.done : undefined} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
            <span className={styles.stepLabel}>{label}</span>
            {index === current ? <span className="visually-hidden"> ({stepOfText(index + 1)})</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}
