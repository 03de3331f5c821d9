import { previewPath, uploadPath } from '@/src/domain/media'
import { fileSizeLabel, fileTypeLabel } from '@/src/domain/site/fileSize'
import type { CatalogueSliderBlock, Upload } from '@/src/payload-types'

import { CardSliderBlock } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './CatalogueSlider.module.css'
import { CATALOGUE_SLIDER_TEXTS as T, downloadLabel } from './texts'

type Catalogue = NonNullable<CatalogueSliderBlock['catalogues']>[number]

/** Catalogues whose file can be downloaded (populated, with its public hash). */
const downloadable = (catalogues: CatalogueSliderBlock['catalogues']): (Catalogue & { file: Upload })[] =>
  (catalogues ?? []).filter((catalogue): catalogue is Catalogue & { file: Upload } =>
    typeof catalogue.file === 'object' && catalogue.file !== null && Boolean(catalogue.file.publicHash))

/**
 * A catalogue as a document tile: a PDF shows its first page (the media route's preview), any
 * other file a document symbol with the file type; then the title and the size. The whole tile
 * downloads the file.
 */
function CatalogueTile({ title, file }: { title: string; file: Upload }) {
  const type = fileTypeLabel(file.extension)
  const size = fileSizeLabel(file.filesize)
  const details = [type, size].filter(Boolean).join(', ') || null
  const preview = previewPath(file)
  return (
    <a href={uploadPath(file)} target="_blank" rel="noopener noreferrer" className={styles.tile} aria-label={downloadLabel(title, details)}>
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- the media route renders and caches the preview itself
        <img src={preview} alt="" width={640} height={905} loading="lazy" decoding="async" className={`${styles.cover} ${styles.preview}`} />
      ) : (
        <span className={styles.cover} aria-hidden="true">
          <svg viewBox="0 0 48 60" width="48" height="60" focusable="false">
            <path d="M4 2h28l12 12v44H4Z" fill="#fff" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            <path d="M32 2v12h12" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            <path d="M12 28h24M12 35h24M12 42h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className={styles.type}>{type ?? T.document}</span>
        </span>
      )}
      <span className={styles.body}>
        <span className={styles.tileTitle}>{title}</span>
        {details ? <span className={styles.details}>{details}</span> : null}
        <span className={styles.download}>{T.download}</span>
      </span>
    </a>
  )
}

/**
 * Catalogue slider (parts-shop-and-site.md sections 2 and 4): catalogues as document tiles that
 * move by 4 on screens from 1024 px, else by 2; previous and next are disabled at the ends.
 */
export function CatalogueSliderView({ block }: BlockProps<CatalogueSliderBlock>) {
  const catalogues = downloadable(block.catalogues)
  if (catalogues.length === 0) return null
  return (
    <CardSliderBlock
      title={block.title}
      label={T.label}
      itemName={T.item}
      step="catalogue"
      items={catalogues.map((catalogue, index) => ({
        key: catalogue.id ?? index,
        content: <CatalogueTile title={catalogue.title} file={catalogue.file} />,
      }))}
    />
  )
}
