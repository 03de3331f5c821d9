import styles from './Player.module.css'
import { SIGNAGE_TEXTS as T } from './texts'

/** The German 404 of the player: an unknown TV, a wrong key or a disabled TV. */
export function SignageNotFound() {
  return (
    <main className={styles.message}>
      <h1>{T.notFoundTitle}</h1>
      <p>{T.notFoundHint}</p>
    </main>
  )
}
