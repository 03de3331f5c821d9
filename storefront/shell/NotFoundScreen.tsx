import Link from 'next/link'

import { Breadcrumbs } from './Breadcrumbs'
import styles from './NotFoundScreen.module.css'
import { SHELL_TEXTS as T } from './texts'

/** The 404 page (ordering-storefront.md sections 2 and 8). */
export function NotFoundScreen() {
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: T.notFound.title }]} />
      <section className={styles.box}>
        <h1 className={styles.heading}>{T.notFound.heading}</h1>
        <p>{T.notFound.text}</p>
        <Link href="/" className="btn btn-primary">{T.notFound.back}</Link>
      </section>
    </div>
  )
}
