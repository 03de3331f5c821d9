'use client'

import { useState } from 'react'

import { configurableParts, itemDialogState } from '@/src/domain/cart'
import { lineUnit } from '@/src/domain/pricing'
import { amountText, canDecrease, canIncrease, changeUnit, decrease, defaultAmount, increase, limitsForUnit, parseAmount, snapAmount } from '@/src/domain/quantity'
import type { CartItem, PartValue } from '@/src/domain/cart/types'
import type { ConfigurablePart, Product } from '@/src/domain/products/types'
import type { UnitName } from '@/src/domain/units/types'

/** The answer a part starts with: nothing chosen, no text, no upload. */
function emptyValue(part: ConfigurablePart): PartValue {
  switch (part.type) {
    case 'select':
      return null
    case 'text':
    case 'textarea':
      return ''
    default:
      return []
  }
}

interface Draft {
  amount: number
  /** What the amount field shows while the visitor types; snapped on commit. */
  amountInput: string
  unit: UnitName
  parts: PartValue[]
  step: number
}

function initialDraft(product: Product, item: CartItem | null): Draft {
  const parts = configurableParts(product).map((part, index) => item?.parts?.[index] ?? emptyValue(part))
  if (item) {
    const unit = lineUnit(item)
    const amount = snapAmount(parseAmount(item.amount), limitsForUnit(product, unit))
    return { amount, amountInput: amountText(amount), unit, parts, step: 0 }
  }
  const start = defaultAmount(product, 'ordering')
  return { amount: start.amount, amountInput: amountText(start.amount), unit: start.unit, parts, step: 0 }
}

/**
 * The item dialog's working copy of a cart item: amount (comma decimals, snapped to the unit's
 * minimum, maximum and step), unit (converted and re-snapped on change), the parts' answers and
 * the step of step-by-step products, with what the dialog may offer (domain itemDialogState).
 */
export function useItemDraft(product: Product, item: CartItem | null) {
  const [draft, setDraft] = useState<Draft>(() => initialDraft(product, item))
  const limits = limitsForUnit(product, draft.unit)
  const state = itemDialogState(product, draft.parts, draft.amount, draft.step)
  const setAmount = (amount: number) => setDraft((current) => ({ ...current, amount, amountInput: amountText(amount) }))

  return {
    ...draft,
    state,
    canDecrease: canDecrease(draft.amount, limits),
    canIncrease: canIncrease(draft.amount, limits),
    decrease: () => setAmount(decrease(draft.amount, limits)),
    increase: () => setAmount(increase(draft.amount, limits)),
    typeAmount: (text: string) => setDraft((current) => ({ ...current, amountInput: text })),
    commitAmount: () => setAmount(snapAmount(parseAmount(draft.amountInput), limits)),
    changeUnit: (unit: UnitName) =>
      setDraft((current) => {
        const amount = changeUnit(product, current.amount, current.unit, unit)
        return { ...current, unit, amount, amountInput: amountText(amount) }
      }),
    setPart: (index: number, value: PartValue) =>
      setDraft((current) => ({ ...current, parts: current.parts.map((old, position) => (position === index ? value : old)) })),
    goForward: () => state.canGoForward && setDraft((current) => ({ ...current, step: current.step + 1 })),
    goBack: () => state.canGoBack && setDraft((current) => ({ ...current, step: current.step - 1 })),
    /** The cart item as it would be saved now. */
    item: (): CartItem => ({ product, amount: draft.amount, unit: draft.unit, parts: draft.parts }),
  }
}

export type ItemDraft = ReturnType<typeof useItemDraft>
