import styles from '@/storefront/shell/NotFoundScreen.module.css'

import { SITE_TEXTS as T } from '../texts'

/** The 500 page (parts-shop-and-site.md section 8): an unknown page type or another failure while rendering. */
export function ServerErrorScreen() {
  return (
    <div className="container">
      <section className={styles.box}>
        <h1 className={styles.heading}>{T.serverError.heading}</h1>
        <p>{T.serverError.text}</p>
        {/* A plain link: after a server error the whole page loads anew. */}
        <a href="/" className="btn btn-primary">{T.serverError.back}</a>
      </section>
    </div>
  )
}
