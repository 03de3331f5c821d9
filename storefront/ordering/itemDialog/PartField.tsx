'use client'

import { useId } from 'react'

import type { ConfigurablePart } from '@/src/domain/products/types'
import type { PartValue } from '@/src/domain/cart/types'

import { ChoicePart } from './ChoicePart'
import styles from './ItemDialog.module.css'
import { ITEM_DIALOG_TEXTS as T } from './texts'
import { UploadPart } from './UploadPart'

interface Props {
  part: ConfigurablePart
  value: PartValue
  currency: string
  onChange: (value: PartValue) => void
}

/** One configurable part with its name (marked required unless optional), description and input by type. */
export function PartField({ part, value, currency, onChange }: Props) {
  const id = useId()
  const labelId = `${id}-label`
  const descriptionId = part.description ? `${id}-description` : undefined
  const isText = part.type === 'text' || part.type === 'textarea'
  const nameClass = `${styles.partName} ${part.optional ? '' : 'required'}`
  const name = (
    <>
      {part.name}
      {part.optional ? <span className={styles.optional}> {T.optional}</span> : null}
    </>
  )
  return (
    <div className={styles.part} data-testid="item-part">
      {isText ? (
        <label id={labelId} htmlFor={id} className={nameClass}>{name}</label>
      ) : (
        <p id={labelId} className={nameClass}>{name}</p>
      )}
      {part.description ? <p id={descriptionId} className={styles.hint}>{part.description}</p> : null}
      {part.type === 'text' ? (
        <input
          id={id}
          className={styles.textInput}
          value={typeof value === 'string' ? value : ''}
          required={!part.optional}
          aria-describedby={descriptionId}
          maxLength={2000}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : part.type === 'textarea' ? (
        <textarea
          id={id}
          className={styles.textInput}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          required={!part.optional}
          aria-describedby={descriptionId}
          maxLength={2000}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : part.type === 'select' || part.type === 'multiselect' ? (
        <ChoicePart part={part} value={value} labelId={labelId} currency={currency} onChange={onChange} />
      ) : (
        <UploadPart part={part} value={value} labelId={labelId} onChange={onChange} />
      )}
    </div>
  )
}
