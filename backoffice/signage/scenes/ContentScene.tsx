import type { PlaylistScene } from '@/src/domain/signage'

import styles from './scenes.module.css'

/** Title, text and pictures over the background picture; also the caption of a picture or video scene. */
export function ContentScene({ scene }: { scene: PlaylistScene }) {
  return (
    <div className={styles.content}>
      {scene.title ? <h1 className={styles.title}>{scene.title}</h1> : null}
      {scene.text ? <p className={styles.text}>{scene.text}</p> : null}
      {scene.images.length > 0 ? (
        <div className={styles.pictures}>
          {scene.images.map((src) => (
            // eslint-disable-next-line @next/next/no-img-element -- a TV shows the prepared large size, no optimiser round trip
            <img key={src} src={src} alt="" />
          ))}
        </div>
      ) : null}
    </div>
  )
}
