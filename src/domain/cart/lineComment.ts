import type { CartItem } from './types'
import type { Product } from '../products/types'
import { lineCommentMissingText } from './texts'

/** parts[0] of a parts shop line is its comment; required unless the product's first part is optional. */
export const isLineCommentRequired = (product: Pick<Product, 'config'>): boolean =>
  !product.config?.parts?.[0]?.optional

/** The line's comment, '' when there is none. */
export function lineComment(item: Pick<CartItem, 'parts'>): string {
  const comment = item.parts?.[0]
  return typeof comment === 'string' ? comment : ''
}

export interface MissingLineComment {
  /** Index of the line to scroll to. */
  index: number
  /** 'Bitte schreiben Sie einen Kommentar zum Produkt {name} ({uid})' filled in. */
  message: string
}

/**
 * Cart to checkout in the parts shop (parts-shop-and-site.md sections 4 and 5): the first line that
 * needs a comment and has none (or only spaces) blocks the way; null when every line is fine.
 */
export function firstLineWithoutComment(items: readonly Pick<CartItem, 'product' | 'parts'>[]): MissingLineComment | null {
  const index = items.findIndex((item) => isLineCommentRequired(item.product) && lineComment(item).trim() === '')
  if (index < 0) return null
  const { name, uid } = items[index].product
  return { index, message: lineCommentMissingText(name, uid ?? '') }
}

/** Sets the comment (parts[0]) of one line, keeping the rest of its parts. */
export function withLineComment<I extends Pick<CartItem, 'parts'>>(item: I, comment: string): I {
  const parts = [...(item.parts ?? [])]
  parts[0] = comment
  return { ...item, parts }
}
