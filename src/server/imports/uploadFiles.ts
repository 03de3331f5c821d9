import type { Payload } from 'payload'

import type { UploadReport } from '@/src/domain/contracts/imports'
import { documentCandidates, IMPORT_TEXTS as T } from '@/src/domain/imports'
import { relatedId } from '@/src/domain/relations'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { announceImported, importRequest } from './dataChanges'
import { acceptedType, notSaved, type UploadedFile, withoutRepeatedNames } from './uploadedFiles'

type PartDocuments = { id: number; uid: string; documents: { id: number; alt: string | null }[] }

/** The parts-shop products of the candidate material numbers with their documents' names (two queries). */
async function partsWithDocuments(payload: Payload, uids: string[]): Promise<Map<string, PartDocuments>> {
  const found = await payload.find({
    collection: 'products',
    where: { and: [{ uid: { in: uids } }, { catalogue: { equals: 'parts' } }] },
    select: { uid: true, documents: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const documentIds = found.docs.flatMap((doc) => (doc.documents ?? []).map((entry) => relatedId(entry) as number))
  const uploads = documentIds.length === 0
    ? []
    : (await payload.find({ collection: 'uploads', where: { id: { in: documentIds } }, select: { alt: true }, depth: 0, pagination: false, overrideAccess: true })).docs
  const altOf = new Map(uploads.map((upload) => [upload.id, upload.alt ?? null]))
  return new Map(found.docs.map((doc) => [doc.uid as string, {
    id: doc.id,
    uid: doc.uid as string,
    documents: (doc.documents ?? []).map((entry) => relatedId(entry) as number).map((id) => ({ id, alt: altOf.get(id) ?? null })),
  }]))
}

/**
 * Stores a product's documents in one transaction: a file named like one the product has already
 * (its original name is kept as `alt`) replaces that file (a new version of the same upload), any
 * other is added to the product's documents.
 */
async function saveDocumentsOf(payload: Payload, product: PartDocuments, files: UploadedFile[], report: UploadReport): Promise<void> {
  const req = await importRequest(payload)
  const saved: UploadReport['saved'] = []
  const refused: UploadReport['rejected'] = []
  try {
    await inTransaction(req, async () => {
      const documents = product.documents.map((document) => document.id)
      for (const file of files) {
        const mimetype = await acceptedType(file, ['application/pdf'])
        if (!mimetype) {
          refused.push({ file: file.name, uid: product.uid, message: T.unreadableFile(file.name) })
          continue
        }
        const upload = { ...file, mimetype }
        const existing = product.documents.find((document) => document.alt === file.name)
        if (existing) {
          await payload.update({ collection: 'uploads', id: existing.id, data: {}, file: upload, depth: 0, overrideAccess: true, req, select: { version: true } })
        } else {
          const created = await payload.create({ collection: 'uploads', data: { alt: file.name }, file: upload, depth: 0, overrideAccess: true, req, select: { version: true } })
          documents.push(created.id)
        }
        saved.push({ file: file.name, uid: product.uid })
      }
      if (documents.length > product.documents.length) {
        await payload.update({ collection: 'products', id: product.id, data: { documents }, depth: 0, overrideAccess: true, req, select: { uid: true } })
      }
    })
    report.saved.push(...saved)
    report.rejected.push(...refused)
  } catch (error) {
    payload.logger.warn({ err: error, uid: product.uid }, 'Dokumente des Imports nicht gespeichert')
    report.rejected.push(...notSaved(product.uid, files.map((file) => file.name), refused))
  }
}

/**
 * POST /custom/upload-files: each file `{uid}_*.pdf` (a datasheet, a manual …) becomes a document
 * of the parts-shop product with that material number (a material number with an underscore
 * itself is found too, see documentCandidates). Files whose name does not fit, whose product does
 * not exist or whose content is no PDF are reported with a German reason.
 */
export async function importFiles(payload: Payload, files: UploadedFile[]): Promise<UploadReport> {
  const report: UploadReport = { saved: [], rejected: [] }
  const candidates = new Map<UploadedFile, string[]>()
  for (const file of withoutRepeatedNames(files, report)) {
    const uids = documentCandidates(file.name)
    if (uids.length > 0) candidates.set(file, uids)
    else report.rejected.push({ file: file.name, uid: null, message: T.fileNamePattern })
  }
  const products = await partsWithDocuments(payload, [...new Set([...candidates.values()].flat())])
  const byProduct = new Map<PartDocuments, UploadedFile[]>()
  for (const [file, uids] of candidates) {
    const product = uids.map((uid) => products.get(uid)).find(Boolean)
    if (product) byProduct.set(product, [...(byProduct.get(product) ?? []), file])
    else report.rejected.push({ file: file.name, uid: uids[uids.length - 1], message: T.noProduct(uids[uids.length - 1]) })
  }
  for (const [product, ofProduct] of byProduct) await saveDocumentsOf(payload, product, ofProduct, report)
  if (report.saved.length > 0) await announceImported(payload, ['uploads', 'products'])
  return report
}
