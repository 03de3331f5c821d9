import type { TimelineStep } from '@/src/domain/orders'

import { STATUS_TEXTS } from './texts'
import styles from './StatusTimeline.module.css'

const stateText = (step: TimelineStep): string =>
  step.done ? STATUS_TEXTS.stepDone : step.active ? STATUS_TEXTS.stepActive : STATUS_TEXTS.stepOpen

/** The four steps confirmation, preparation, on the way (or ready for pickup) and completed. */
export function StatusTimeline({ steps, muted }: { steps: TimelineStep[]; muted: boolean }) {
  return (
    <section className={styles.timeline} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="visually-hidden">{STATUS_TEXTS.timelineHeading}</h2>
      <ol className={muted ? `${styles.steps} ${styles.muted}` : styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step.key}
            className={`${styles.step} ${step.done ? styles.done : ''} ${step.active ? styles.active : ''}`}
            aria-current={step.active ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">{step.done ? '✓' : index + 1}</span>
            <span className={styles.label}>
              {step.label}
              <span className={styles.note}>{step.note ?? ''}</span>
              <span className="visually-hidden">, {stateText(step)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
