import type { HomeTeaser } from './homeVariant'
import styles from './HomeTeasers.module.css'
import { HOME_TEXTS } from './texts'

/** The three teasers of a single-branch plugin home page: order online, call, directions. */
export function HomeTeasers({ teasers }: { teasers: HomeTeaser[] }) {
  return (
    <ul className={styles.teasers} aria-label={HOME_TEXTS.teasersLabel}>
      {teasers.map((teaser) => (
        <li key={teaser.kind} className={styles.teaser} data-teaser={teaser.kind}>
          <TeaserContent teaser={teaser} />
        </li>
      ))}
    </ul>
  )
}

function TeaserContent({ teaser }: { teaser: HomeTeaser }) {
  switch (teaser.kind) {
    case 'order':
      return (
        <>
          <h2 className={styles.title}>{HOME_TEXTS.teaserOrderTitle}</h2>
          <p className={styles.text}>{HOME_TEXTS.teaserOrderText}</p>
          <a className="btn btn-primary" href={teaser.href}>{HOME_TEXTS.orderNow}</a>
        </>
      )
    case 'call':
      return (
        <>
          <h2 className={styles.title}>{HOME_TEXTS.teaserCallTitle}</h2>
          <p className={styles.text}>{HOME_TEXTS.teaserCallText}</p>
          <a className="btn" href={teaser.href}>{teaser.phone}</a>
        </>
      )
    case 'directions':
      return (
        <>
          <h2 className={styles.title}>{HOME_TEXTS.teaserDirectionsTitle}</h2>
          <p className={styles.text}>
            {HOME_TEXTS.teaserDirectionsText} {teaser.address}
          </p>
          <a className="btn" href={teaser.href} target="_blank" rel="noopener noreferrer">{HOME_TEXTS.teaserDirectionsLink}</a>
        </>
      )
  }
}
