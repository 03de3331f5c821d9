import type { StepListBlock } from '@/src/payload-types'
import { RichText } from '@/storefront/ui/RichText'
import { SiteImage } from '@/storefront/ui/SiteImage'

import { BlockSection, entryHeading } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './StepList.module.css'

/**
 * Numbered steps in reading order: each with its number (and symbol, if set), title and text; one
 * below the other on phones, two per row on tablets, all in one row from desktop.
 */
export function StepListView({ block }: BlockProps<StepListBlock>) {
  const steps = block.steps ?? []
  const StepHeading = entryHeading(block.title)
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title}>
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
    </BlockSection>
  )
}
