import type { Rejection } from './importRows'

/** How many rows of an import were written (or, in a dry run, would be) and which were refused. */
export type ImportReport = { created: number; updated: number; unchanged: number; rejected: Rejection[] }

/** What a row came to: a new product, a changed one, one the row matches already, or a refusal. */
export type RowOutcome = 'created' | 'updated' | 'unchanged'

export const emptyReport = (): ImportReport => ({ created: 0, updated: 0, unchanged: 0, rejected: [] })

/** The sum of two reports, the refusals in line order. */
export function mergeReports(a: ImportReport, b: ImportReport): ImportReport {
  return {
    created: a.created + b.created,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    rejected: [...a.rejected, ...b.rejected].sort((x, y) => x.line - y.line),
  }
}

/** Counts one row's outcome into a report. */
export function countOutcome(report: ImportReport, outcome: RowOutcome): void {
  report[outcome] += 1
}

/** The limits of the imports (docs/api.md, Importe). */
export const IMPORT_LIMITS = {
  /** The JSON body of POST /custom/upload-products, bytes. */
  maxBodyBytes: 20 * 1024 * 1024,
  /** Up to this many rows are imported within the request; more become a background job (202). */
  maxRowsInRequest: 1_000,
  /** Rows written in one transaction. */
  batchSize: 250,
  /** Files of one request of POST /custom/upload-images or /upload-files. */
  maxFiles: 200,
  /** One file of such a request, bytes (the uploads' limit). */
  maxFileBytes: 10 * 1024 * 1024,
  /** The multipart body of one such request, bytes. */
  maxUploadBodyBytes: 120 * 1024 * 1024,
} as const
