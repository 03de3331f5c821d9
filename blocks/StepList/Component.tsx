import { useId } from 'react'

import type { StepListBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import type { BlockProps } from '../types'
import styles from './StepList.module.css'

/**
 * Numbered steps in reading order: each with its number (and symbol, if set), title and text; one
 * below the other on phones, two per row on tablets, all in one row from desktop.
 */
export function StepListView({ block }: BlockProps<StepListBlock>) {
  const headingId = useId()
  const title = block.title?.trim()
  const steps = block.steps ?? []
  const StepHeading = title ? 'h3' : 'h2'
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {steps.length > 0 ? (
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.id ?? index} className={styles.step}>
                <div className={styles.marker}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  {step.icon && typeof step.icon === 'object' ? (
                    <SiteImage image={step.icon} sizes="64px" fallbackSize="thumbnail" className={styles.icon} />
                  ) : null}
                </div>
                <StepHeading className={styles.stepTitle}>{step.title}</StepHeading>
                <RichText data={step.text} className={`rich-text ${styles.text}`} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  )
}
