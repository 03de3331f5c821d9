import type { CartItem, PartValue } from './types'
import { configurableParts } from './itemValidity'

const fileCount = (count: number): string => (count === 1 ? '1 Datei' : `${count} Dateien`)

function describeValue(value: PartValue): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (!Array.isArray(value) || value.length === 0) return null
  if (value.every((entry) => typeof entry === 'string')) return (value as string[]).join(', ')
  return fileCount(value.length)
}

/**
 * A readable summary of an item's configuration for receipts, mails and the back office, e.g.
 * 'Brot: Vollkorn; Extras: Käse, Speck; Foto: 1 Datei'. Parts left empty are omitted.
 */
export function describeParts(item: Pick<CartItem, 'product' | 'parts'>): string {
  return configurableParts(item.product)
    .map((part, index) => {
      const value = describeValue(item.parts?.[index])
      return value ? `${part.name}: ${value}` : null
    })
    .filter((entry): entry is string => entry !== null)
    .join('; ')
}
