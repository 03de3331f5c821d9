import { uploadPath } from '@/src/domain/media'
import { formatNumber } from '@/src/domain/money'
import type { TextCatalogueBlock, Upload } from '@/src/payload-types'

import { BlockIntro, BlockSection } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import styles from './TextCatalogue.module.css'
import { CATALOGUE_TEXTS } from './texts'

const KB = 1024
const MB = 1024 * 1024

/** A file size in German style: '850 Bytes', '12 KB', '1,4 MB'; null when unknown. */
function fileSize(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes <= 0) return null
  if (bytes < KB) return `${formatNumber(bytes, 0)} Bytes`
  if (bytes < MB) return `${formatNumber(Math.max(1, Math.round(bytes / KB)), 0)} KB`
  return `${formatNumber(bytes / MB, 1)} MB`
}

/** Type and size of a file for its download link: 'PDF, 1,4 MB'. */
const fileFacts = (file: Upload) => [file.extension?.toUpperCase(), fileSize(file.filesize)].filter(Boolean).join(', ')

/**
 * Title and text beside the list of catalogues (from desktop), each a download link with the
 * file's type and size. Catalogues whose file is gone are left out.
 */
export function TextCatalogueView({ block }: BlockProps<TextCatalogueBlock>) {
  const catalogues = (block.catalogues ?? []).flatMap((catalogue) =>
    typeof catalogue.file === 'object' && catalogue.file.publicHash ? [{ id: catalogue.id, title: catalogue.title, file: catalogue.file }] : [],
  )
  return (
    <BlockSection title={block.title} className={styles.section} titleClassName={styles.title} containerClassName={styles.grid}>
      {(heading) => (
        <>
          <BlockIntro heading={heading} text={block.text} className={styles.content} textClassName={styles.text} />
          {catalogues.length > 0 ? (
            <ul className={styles.catalogues} aria-label={CATALOGUE_TEXTS.list}>
              {catalogues.map(({ id, title: name, file }, index) => {
                const facts = fileFacts(file)
                return (
                  <li key={id ?? index}>
                    <a href={uploadPath(file)} download={file.filename || true} className={styles.download}>
                      <span className={styles.fileType} aria-hidden="true">
                        {file.extension?.toUpperCase().slice(0, 4) || '…'}
                      </span>{' '}
                      <span className={styles.info}>
                        <span className={styles.name}>{name}</span>{' '}
                        {facts ? <span className={styles.facts}>{facts}</span> : null}
                      </span>{' '}
                      <span className={styles.action}>{CATALOGUE_TEXTS.download}</span>
                    </a>
                  </li>
                )
              })}
            </ul>
          ) : null}
        </>
      )}
    </BlockSection>
  )
}
