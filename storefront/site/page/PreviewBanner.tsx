import { SITE_TEXTS as T } from '../texts'
import styles from './SitePage.module.css'

/** Shown above a page while an editor previews drafts, with the way out of the preview. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div className={styles.preview} role="status">
      {T.preview.notice}{' '}
      <a href={`/preview?exit=1&path=${encodeURIComponent(path)}`}>{T.preview.exit}</a>
    </div>
  )
}
