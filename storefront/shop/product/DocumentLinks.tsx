import type { DocumentLink } from '../data'
import styles from './ProductPanels.module.css'
import { PRODUCT_TEXTS } from './texts'

/** 'Dokumente & CAD': the configured external links, each opening in a new tab; only the label shows. */
export function DocumentLinks({ documents }: { documents: DocumentLink[] }) {
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.label}>
          <a className="btn" href={document.href} target="_blank" rel="noopener noreferrer">
            {document.label}
            <span className="visually-hidden"> {PRODUCT_TEXTS.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
