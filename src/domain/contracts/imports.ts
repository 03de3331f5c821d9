import { z } from 'zod'

import type { ImportReport } from '../imports/report'
import { IMPORT_TEXTS as T } from '../imports/texts'

/*
 * The import calls for staff tools (back-office.md §7 'Uploads and storefront-side calls used by
 * staff tools'): `POST /api/custom/upload-products` (JSON), `/upload-images` and `/upload-files`
 * (multipart, many files at once). Admins only.
 */

/** The body of `POST /api/custom/upload-products`: the rows (each checked on its own), and whether to only try. */
export const productImportInput = z.object({
  products: z.array(z.unknown(), { error: T.notAProductList }),
  dryRun: z.boolean({ error: T.dryRunNotBoolean }).optional().default(false),
})

/** `POST …/upload-products` with up to 1,000 rows (200): what was created, updated, unchanged and rejected why. */
export type ProductImportAnswer = ImportReport

/** `POST …/upload-products` with more rows (202): the background job and the import record to follow. */
export type QueuedImportAnswer = { job: number | string; import: number }

/** `POST …/upload-images` and `…/upload-files`: which file went to which product (and place), and which were refused why. */
export type UploadReport = {
  saved: { file: string; uid: string; position?: number }[]
  rejected: { file: string; uid: string | null; message: string }[]
}
