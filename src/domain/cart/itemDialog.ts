import type { Numeric } from '../quantity/types'
import type { PartValue } from './types'
import type { Product } from '../products/types'
import { configurableParts, isItemValid, isPartValid } from './itemValidity'

type DialogProduct = Pick<Product, 'type' | 'config' | 'isStepByStep'>

export interface ItemDialogState {
  /** Number of steps: one per configurable part for step-by-step products, else 1. */
  stepCount: number
  canGoForward: boolean
  canGoBack: boolean
  canCancel: boolean
  canSave: boolean
}

/** Step-by-step applies to configurable products flagged isStepByStep that have at least one part. */
const isStepByStep = (product: DialogProduct): boolean =>
  Boolean(product.isStepByStep) && configurableParts(product).length > 0

/** How many steps the dialog has: one per part when step-by-step, otherwise a single step. */
const stepCountOf = (product: DialogProduct): number =>
  isStepByStep(product) ? configurableParts(product).length : 1

/** Indexes of the parts shown on a step: part `step` when step-by-step, all parts on step 0 otherwise. */
export function partIndexesOfStep(product: DialogProduct, step: number): number[] {
  const parts = configurableParts(product)
  if (isStepByStep(product)) return step >= 0 && step < parts.length ? [step] : []
  return step === 0 ? parts.map((_, index) => index) : []
}

/**
 * What the item dialog offers (ordering-storefront.md section 4, Item dialog): forward only when
 * the current step is valid and steps remain; back from step 1 on; cancel on step 0; save whenever
 * the whole item (amount and every part) is valid, on any step. The amount is entered on every
 * step and does not form a step of its own.
 */
export function itemDialogState(
  product: DialogProduct,
  parts: PartValue[] | null | undefined,
  amount: Numeric,
  step: number,
): ItemDialogState {
  const stepCount = stepCountOf(product)
  const all = configurableParts(product)
  const stepValid = partIndexesOfStep(product, step).every((index) => isPartValid(all[index], parts?.[index]))
  return {
    stepCount,
    canGoForward: isStepByStep(product) && step >= 0 && step < stepCount - 1 && stepValid,
    canGoBack: step >= 1,
    canCancel: step === 0,
    canSave: isItemValid(product, parts, amount),
  }
}
