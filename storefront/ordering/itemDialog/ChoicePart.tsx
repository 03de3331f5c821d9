'use client'

import { toggleMultiselectOption, toggleSelectOption } from '@/src/domain/cart'
import type { ConfigurablePart } from '@/src/domain/products/types'
import type { PartValue } from '@/src/domain/cart/types'

import styles from './ItemDialog.module.css'
import { optionPriceText } from './optionPrice'

interface Props {
  part: ConfigurablePart
  value: PartValue
  labelId: string
  currency: string
  onChange: (value: PartValue) => void
}

const chosenNames = (value: PartValue): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []

/**
 * Select and multiselect parts as option buttons with their price effect. A select takes one
 * option (clicking the chosen option of an optional select deselects it); a multiselect toggles each.
 */
export function ChoicePart({ part, value, labelId, currency, onChange }: Props) {
  const isMulti = part.type === 'multiselect'
  const chosen = isMulti ? chosenNames(value) : typeof value === 'string' ? [value] : []
  const choose = (name: string) =>
    onChange(isMulti ? toggleMultiselectOption(chosenNames(value), name) : toggleSelectOption(typeof value === 'string' ? value : null, name, Boolean(part.optional)))
  return (
    <div className={styles.options} role="group" aria-labelledby={labelId}>
      {(part.options ?? []).map((option) => {
        const price = optionPriceText(option, currency)
        const isChosen = chosen.includes(option.name)
        return (
          <button
            key={option.name}
            type="button"
            className={styles.option}
            aria-pressed={isChosen}
            data-kind={isMulti ? 'multi' : 'single'}
            onClick={() => choose(option.name)}
          >
            <span className={styles.optionMark} aria-hidden="true">{isChosen ? '✓' : ''}</span>
            <span className={styles.optionName}>{option.name}</span>
            {price ? <span className={styles.optionPrice}>{price}</span> : null}
          </button>
        )
      })}
    </div>
  )
}
