/**
 * How a downloadable file is described on a page: its type from the extension ('PDF') and its size
 * in German notation ('2,4 MB'), as on the catalogue tiles.
 */

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const

/** '512 Bytes', '12 KB', '2,4 MB' (1 KB = 1024 bytes; one decimal below 10 units, none above); null without a size. */
export function fileSizeLabel(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${value.toLocaleString('de-AT', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${UNITS[unit]}`
}

/** The file type as a short upper-case label ('pdf' → 'PDF'); null without an extension. */
export function fileTypeLabel(extension: string | null | undefined): string | null {
  const value = extension?.trim().replace(/^\./, '')
  return value ? value.toUpperCase() : null
}
