import type { Payload } from 'payload'

import type { UploadReport } from '@/src/domain/contracts/imports'
import { IMPORT_TEXTS as T, imageTarget, placeImage } from '@/src/domain/imports'
import { relatedId } from '@/src/domain/relations'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { announceImported, importRequest } from './dataChanges'
import { acceptedType, notSaved, type UploadedFile, withoutRepeatedNames } from './uploadedFiles'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']

type Target = { file: UploadedFile; uid: string; position: number }
type PartImages = { id: number; uid: string; name: string; images: number[]; keepImages: boolean }

/** The parts-shop products of the material numbers with their images, in one query. */
async function partsWithImages(payload: Payload, uids: string[]): Promise<Map<string, PartImages>> {
  const found = await payload.find({
    collection: 'products',
    where: { and: [{ uid: { in: uids } }, { catalogue: { equals: 'parts' } }] },
    select: { uid: true, name: true, images: true, importSettings: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(found.docs.map((doc) => [doc.uid as string, {
    id: doc.id,
    uid: doc.uid as string,
    name: doc.name,
    images: (doc.images ?? []).map((image) => relatedId(image) as number),
    keepImages: doc.importSettings?.keepImages === true,
  }]))
}

/** Stores a product's new images and puts each at its place, in one transaction; refused files are reported. */
async function saveImagesOf(payload: Payload, product: PartImages, targets: Target[], report: UploadReport): Promise<void> {
  const req = await importRequest(payload)
  const saved: UploadReport['saved'] = []
  const refused: UploadReport['rejected'] = []
  try {
    await inTransaction(req, async () => {
      let images = product.images
      for (const { file, position } of [...targets].sort((a, b) => a.position - b.position)) {
        const mimetype = await acceptedType(file, IMAGE_TYPES)
        if (!mimetype) {
          refused.push({ file: file.name, uid: product.uid, message: T.unreadableFile(file.name) })
          continue
        }
        const image = await payload.create({
          collection: 'images',
          data: { alt: product.name },
          file: { ...file, mimetype },
          depth: 0,
          overrideAccess: true,
          req,
          select: { version: true },
        })
        images = placeImage(images, position, image.id)
        saved.push({ file: file.name, uid: product.uid, position })
      }
      if (saved.length > 0) await payload.update({ collection: 'products', id: product.id, data: { images }, depth: 0, overrideAccess: true, req, select: { uid: true } })
    })
    report.saved.push(...saved)
    report.rejected.push(...refused)
  } catch (error) {
    payload.logger.warn({ err: error, uid: product.uid }, 'Bilder des Imports nicht gespeichert')
    report.rejected.push(...notSaved(product.uid, targets.map(({ file }) => file.name), refused))
  }
}

/**
 * POST /custom/upload-images: each file `{uid}_{n}.jpg` becomes image n of the parts-shop product
 * with that material number (replacing the one there, or appended when the product has fewer),
 * unless the product keeps its images (importSettings.keepImages). Files whose name does not fit,
 * whose product does not exist or whose content is no image are reported with a German reason.
 */
export async function importImages(payload: Payload, files: UploadedFile[]): Promise<UploadReport> {
  const report: UploadReport = { saved: [], rejected: [] }
  const targets: Target[] = []
  for (const file of withoutRepeatedNames(files, report)) {
    const target = imageTarget(file.name)
    if (target) targets.push({ file, ...target })
    else report.rejected.push({ file: file.name, uid: null, message: T.imageNamePattern })
  }
  const products = await partsWithImages(payload, [...new Set(targets.map((target) => target.uid))])
  const byProduct = new Map<PartImages, Target[]>()
  for (const target of targets) {
    const product = products.get(target.uid)
    if (!product) report.rejected.push({ file: target.file.name, uid: target.uid, message: T.noProduct(target.uid) })
    else if (product.keepImages) report.rejected.push({ file: target.file.name, uid: target.uid, message: T.keepImages })
    else byProduct.set(product, [...(byProduct.get(product) ?? []), target])
  }
  for (const [product, ofProduct] of byProduct) await saveImagesOf(payload, product, ofProduct, report)
  if (report.saved.length > 0) await announceImported(payload, ['images', 'products'])
  return report
}
