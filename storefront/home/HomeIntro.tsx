import styles from './HomeIntro.module.css'

/** Title and the configured description (HTML, already sanitised by the loader). */
export function HomeIntro({ title, descriptionHtml }: { title: string; descriptionHtml: string }) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      {descriptionHtml ? <div className={styles.description} dangerouslySetInnerHTML={{ __html: descriptionHtml }} /> : null}
    </header>
  )
}
