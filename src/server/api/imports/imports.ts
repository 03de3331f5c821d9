import type { Endpoint, PayloadRequest } from 'payload'

import { productImportInput, type ProductImportAnswer, type QueuedImportAnswer, type UploadReport } from '@/src/domain/contracts/imports'
import { IMPORT_LIMITS } from '@/src/domain/imports'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'

import { requireImporter } from '@/src/server/imports/importAccess'
import { queueProductImport } from '@/src/server/imports/importJob'
import { importProducts } from '@/src/server/imports/importProducts'
import { readUploadedFiles } from '@/src/server/imports/uploadedFiles'
import { importFiles } from '@/src/server/imports/uploadFiles'
import { importImages } from '@/src/server/imports/uploadImages'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/custom/upload-products: `{ products: [...], dryRun? }`, up to 20 MB (the one JSON call
 * above the small cap of responses.ts). Up to 1,000 rows are imported in the request (200 with the
 * report); more become a background job (202 with the job's and the import's id).
 */
async function uploadProducts(req: PayloadRequest): Promise<Response> {
  const user = requireImporter(req)
  const { products, dryRun } = parseInput(productImportInput, await jsonBody(req, IMPORT_LIMITS.maxBodyBytes))
  if (products.length > IMPORT_LIMITS.maxRowsInRequest) {
    return Response.json((await queueProductImport(req.payload, user, products, dryRun)) satisfies QueuedImportAnswer, { status: 202, headers: NO_STORE })
  }
  return Response.json((await importProducts(req.payload, products, dryRun)) satisfies ProductImportAnswer, { headers: NO_STORE })
}

/** POST /api/custom/upload-images and /upload-files: multipart, many files at once, matched to products by name. */
const uploadWith = (importer: typeof importImages) => async (req: PayloadRequest): Promise<Response> => {
  requireImporter(req)
  const files = await readUploadedFiles(req)
  return Response.json((await importer(req.payload, files)) satisfies UploadReport, { headers: NO_STORE })
}

/** The import calls of the root endpoints (payload.config.ts, next to /custom/forms). Admins only. */
export const importEndpoints: Endpoint[] = [
  { path: '/custom/upload-products', method: 'post', handler: uploadProducts },
  { path: '/custom/upload-images', method: 'post', handler: uploadWith(importImages) },
  { path: '/custom/upload-files', method: 'post', handler: uploadWith(importFiles) },
]
