/** Image files of an import: `{uid}_{n}.jpg` is image n (1, 2 …) of the product with that material number. */
const IMAGE_NAME = /^(.+)_(\d{1,3})\.(jpe?g|png|webp)$/i
/** Document files (datasheets …): `{uid}_{anything}.pdf`. */
const DOCUMENT_NAME = /^(.+?)_(.+)\.pdf$/i

/** The file name without a folder some browsers send along. */
const baseName = (name: string): string => name.split(/[\\/]/).pop()!.trim()

/** The product an image file is for and its place (1-based), or null when the name does not fit. */
export function imageTarget(fileName: string): { uid: string; position: number } | null {
  const match = IMAGE_NAME.exec(baseName(fileName))
  const position = Number(match?.[2])
  return match && position >= 1 ? { uid: match[1], position } : null
}

/**
 * The material numbers a document file may be for, longest first: `A_B_Datenblatt.pdf` is for
 * `A_B` or `A` (a material number may contain an underscore itself); [] when the name does not fit.
 */
export function documentCandidates(fileName: string): string[] {
  const name = baseName(fileName)
  if (!DOCUMENT_NAME.test(name)) return []
  const stem = name.slice(0, -'.pdf'.length)
  const candidates: string[] = []
  for (let at = stem.indexOf('_'); at > 0; at = stem.indexOf('_', at + 1)) {
    if (at < stem.length - 1) candidates.push(stem.slice(0, at))
  }
  return candidates.reverse()
}

/** A product's images with `imageId` at `position` (1-based): replaces what is there, or appends when the list is shorter. */
export function placeImage(images: readonly number[], position: number, imageId: number): number[] {
  const next = [...images]
  if (position <= next.length) next[position - 1] = imageId
  else next.push(imageId)
  return next
}
