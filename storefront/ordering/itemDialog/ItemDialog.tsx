'use client'

import { partIndexesOfStep, configurableParts } from '@/src/domain/cart'
import { formatMoney } from '@/src/domain/money'
import { priceFoodLine } from '@/src/domain/pricing'
import type { CartItem } from '@/src/domain/cart/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { Product } from '@/src/domain/products/types'
import { Dialog } from '@/storefront/ui/Dialog'

import { AmountField } from './AmountField'
import styles from './ItemDialog.module.css'
import { PartField } from './PartField'
import { ITEM_DIALOG_TEXTS as T, stepText } from './texts'
import { useItemDraft } from './useItemDraft'

export interface ItemDialogProps {
  /** Closing keeps the component mounted for a moment so the native dialog hands focus back to the opener. */
  open: boolean
  product: Product & { images?: { id: number; version: number; extension: string; width: number | null; height: number | null }[]; allergens?: string | null }
  /** The cart item being edited, or null for a new one. */
  item: CartItem | null
  mode: DeliveryMode
  currency: string
  onSave: (item: CartItem) => void
  onClose: () => void
}

/**
 * The item dialog (ordering-storefront.md sections 4 and 5): amount and unit, every configurable
 * part, for step-by-step products one part per step with the step counter; forward only when the
 * step is valid and steps remain, back from step 1, cancel on step 0, save when the whole item is
 * valid. The line price follows every change (same domain pricing as the server).
 */
export function ItemDialog({ open, product, item, mode, currency, onSave, onClose }: ItemDialogProps) {
  const draft = useItemDraft(product, item)
  const parts = configurableParts(product)
  const shownParts = partIndexesOfStep(product, draft.step)
  const { state } = draft
  const line = priceFoodLine(draft.item(), mode)
  const priceLabel = line.calculationModel === 'fixed' ? '' : `${line.calculationLabel} `
  const showPrice = !product.isPriceHidden

  const footer = (
    <>
      {showPrice ? (
        <p className={styles.total} data-testid="item-price">
          <span>{T.total}</span> <strong>{priceLabel}{formatMoney(line.totalGross, currency)}</strong>
        </p>
      ) : null}
      {state.canCancel ? <button type="button" className="btn" onClick={onClose}>{T.cancel}</button> : null}
      {state.canGoBack ? <button type="button" className="btn" onClick={draft.goBack}>{T.back}</button> : null}
      {state.stepCount > 1 && draft.step < state.stepCount - 1 ? (
        <button type="button" className="btn" onClick={draft.goForward} disabled={!state.canGoForward}>{T.next}</button>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={!state.canSave} onClick={() => state.canSave && onSave(draft.item())}>
        {item ? T.update : T.add}
      </button>
    </>
  )

  return (
    <Dialog open={open} title={product.name} onClose={onClose} closeLabel={T.close} footer={footer}>
      {product.description ? <p className={styles.description}>{product.description}</p> : null}
      <AmountField product={product} draft={draft} />
      {state.stepCount > 1 ? (
        <p className={styles.stepCounter} aria-live="polite" data-testid="item-step">{stepText(draft.step + 1, state.stepCount)}</p>
      ) : null}
      {shownParts.map((index) => (
        <PartField key={index} part={parts[index]} value={draft.parts[index]} currency={currency} onChange={(value) => draft.setPart(index, value)} />
      ))}
    </Dialog>
  )
}
