import { contentDisposition } from '@/src/server/http/contentDisposition'

/** Answers of calls for one person or device: never stored by a cache on the way. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** A JSON answer that no cache keeps. */
export const privateJson = (body: unknown, status = 200): Response => Response.json(body, { status, headers: NO_STORE })

/** A file for staff to save: never cached, always a download. */
export const privateDownload = (body: Uint8Array, contentType: string, filename: string): Response =>
  new Response(new Blob([body as Uint8Array<ArrayBuffer>], { type: contentType }), {
    headers: { 'Content-Type': contentType, 'Content-Disposition': contentDisposition('attachment', filename), 'Cache-Control': 'private, no-store' },
  })
