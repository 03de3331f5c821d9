import type { PayloadRequest } from 'payload'

/** The printer device a job goes to, and its branch. */
export type Printer = { device: number; branch: number }

/**
 * Stores a PDF as an upload (purpose 'receipt') and queues it as a print job for the printer,
 * which fetches and acknowledges it. Part of the caller's transaction.
 */
export async function queuePdf(req: PayloadRequest, printer: Printer, document: { pdf: Uint8Array; title: string; fileName: string; order?: number }) {
  const data = Buffer.from(document.pdf)
  const upload = await req.payload.create({
    collection: 'uploads',
    data: { alt: document.title, purpose: 'receipt', ...(document.order ? { order: document.order } : {}) },
    file: { data, mimetype: 'application/pdf', name: document.fileName, size: data.length },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return req.payload.create({
    collection: 'print-jobs',
    data: { ...printer, ...(document.order ? { order: document.order } : {}), file: upload.id, status: 'queued', attempts: 0 },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
