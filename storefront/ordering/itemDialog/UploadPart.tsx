'use client'

import { useId, useState } from 'react'

import { uploadPath, uploadsOfPart } from '@/src/domain/media'
import type { ConfigurablePart } from '@/src/domain/products/types'
import type { PartValue } from '@/src/domain/cart/types'
import type { UploadRef } from '@/src/domain/media/types'

import styles from './ItemDialog.module.css'
import { ITEM_DIALOG_TEXTS as T, removeFileLabel, uploadRefusedText } from './texts'
import { ACCEPTED_FILES, uploadCustomerFile } from './uploadCustomerFile'

interface Props {
  part: ConfigurablePart
  value: PartValue
  labelId: string
  onChange: (value: PartValue) => void
}

/**
 * Image(s) and file(s) parts: the picker sends each chosen file to the upload call; a file that
 * cannot be processed is not added and the spec's alert is shown. Single parts (image, file) keep
 * one upload, plural parts (images, files) collect them.
 */
export function UploadPart({ part, value, labelId, onChange }: Props) {
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string[]>([])
  const kind = part.type === 'image' || part.type === 'images' ? 'image' : 'file'
  const multiple = part.type === 'images' || part.type === 'files'
  const uploads = uploadsOfPart(value)
  const chooseLabel = kind === 'image' ? (multiple ? T.chooseImages : T.chooseImage) : multiple ? T.chooseFiles : T.chooseFile

  const upload = async (files: File[]) => {
    if (files.length === 0) return
    setBusy(true)
    setRefused([])
    const added: UploadRef[] = []
    const failed: string[] = []
    for (const file of multiple ? files : files.slice(0, 1)) {
      const stored = await uploadCustomerFile(file, kind)
      if (stored) added.push(stored)
      else failed.push(file.name)
    }
    setBusy(false)
    setRefused(failed)
    if (added.length > 0) onChange(multiple ? [...uploads, ...added] : added.slice(0, 1))
  }

  return (
    <div className={styles.upload}>
      {kind === 'image' && !part.description ? <span className={styles.hint}>{T.imageTypes}</span> : null}
      <div className={styles.picker}>
        <input
          id={inputId}
          className={`visually-hidden ${styles.fileInput}`}
        type="file"
        accept={ACCEPTED_FILES[kind]}
        multiple={multiple}
        disabled={busy}
        aria-describedby={labelId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          void upload(files)
        }}
        />
        {/* The label is the visible button (the native one speaks the browser's language, not German). */}
        <label htmlFor={inputId} className={`btn ${styles.uploadButton}`} aria-disabled={busy}>{chooseLabel}</label>
      </div>
      <p className={styles.uploadStatus} aria-live="polite">{busy ? T.uploading : ''}</p>
      {refused.map((name) => (
        <p key={name} className="notice notice-error" role="alert">{uploadRefusedText(name)}</p>
      ))}
      {uploads.length > 0 ? (
        <ul className={styles.uploads}>
          {uploads.map((stored) => (
            <li key={stored.id} className={styles.uploadItem}>
              {kind === 'image' ? <img src={uploadPath(stored)} width={48} height={48} alt="" className={styles.uploadThumb} /> : null}
              <span className={styles.uploadName}>{stored.name ?? `${stored.id}.${stored.extension}`}</span>
              <button
                type="button"
                className={styles.removeUpload}
                aria-label={removeFileLabel(stored.name ?? String(stored.id))}
                onClick={() => onChange(uploads.filter((entry) => entry.id !== stored.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
