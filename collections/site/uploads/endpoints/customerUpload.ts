import type { Endpoint } from 'payload'

import { type CustomerUpload, customerUploadInput } from '@/src/domain/contracts/ordering'
import { ApiError } from '@/src/server/http/apiError'
import { jsonBody } from '@/src/server/http/requestBody'
import { parseInput } from '@/src/server/http/validation'
import { enforceRateLimit } from '@/src/server/rateLimit'
import { acceptedFileType, FILE_MIME_TYPES, MAX_UPLOAD_BYTES, unprocessableFileMessage } from '../uploadRules'

/** Image parts accept .jpg, .jpeg, .png and .gif (ordering-storefront.md section 5). */
const CUSTOMER_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif']

/** File name extensions per type; the first is used when the customer's name has none that fits. */
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/zip': ['zip'],
  'video/mp4': ['mp4'],
  'audio/mpeg': ['mp3'],
}

/** Base64 of the largest allowed file plus room for the data URL's header. */
const MAX_DATA_URL_LENGTH = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 256
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*);base64,([A-Za-z0-9+/=\s]*)$/

/** The customer's file name without path or control characters, with an extension that fits its type. */
function storedName(name: string, mimeType: string): string {
  const plain = name.split(/[\\/]/).pop()!.replace(/[\p{Cc}"<>|:*?]/gu, '').trim() || 'datei'
  const dot = plain.lastIndexOf('.')
  const base = (dot > 0 ? plain.slice(0, dot) : plain).slice(0, 120) || 'datei'
  const extension = dot > 0 ? plain.slice(dot + 1).toLowerCase() : ''
  const fitting = EXTENSIONS[mimeType] ?? ['bin']
  return `${base}.${fitting.includes(extension) ? extension : fitting[0]}`
}

function decode(dataUrl: string): { data: Buffer; claimedType: string } | null {
  if (dataUrl.length > MAX_DATA_URL_LENGTH) return null
  const match = DATA_URL.exec(dataUrl)
  if (!match) return null
  const data = Buffer.from(match[3].replace(/\s/g, ''), 'base64')
  return data.length > 0 ? { data, claimedType: (match[1] ?? 'application/octet-stream').toLowerCase() } : null
}

/**
 * POST /api/uploads/customer: a visitor's file for an image or file part of a configurable
 * product (ordering-storefront.md section 7, Create upload). No session needed; the file comes as
 * a data URL, its type is read from its bytes and must be allowed, its size at most 10 MB.
 * Answers 201 with the upload { id, version, extension, publicHash, mimeType, name }; a file that
 * cannot be processed gets 422 with the spec's German text; too many uploads 429.
 */
export const customerUploadEndpoint: Endpoint = {
  path: '/customer',
  method: 'post',
  handler: async (req) => {
    await enforceRateLimit(req, 'customerUpload')
    const { name, dataUrl, kind } = parseInput(customerUploadInput, await jsonBody(req, MAX_DATA_URL_LENGTH + 4096))
    const refused = () => new ApiError(unprocessableFileMessage(name), 422, 'file')
    const decoded = decode(dataUrl)
    if (!decoded) throw refused()
    const file = { data: decoded.data, size: decoded.data.length, mimetype: decoded.claimedType }
    const mimeType = await acceptedFileType(file, kind === 'image' ? CUSTOMER_IMAGE_MIME_TYPES : FILE_MIME_TYPES)
    if (!mimeType) throw refused()
    try {
      const upload = await req.payload.create({
        collection: 'uploads',
        // Private: until an order takes it, only its publicHash (known to this visitor) serves it.
        data: { alt: name, purpose: 'customer' },
        file: { ...file, mimetype: mimeType, name: storedName(name, mimeType) },
        overrideAccess: true,
        depth: 0,
        select: { version: true, extension: true, publicHash: true },
      })
      const { id, version, extension, publicHash } = upload
      const answer: CustomerUpload = { id, version: version ?? 1, extension, publicHash, mimeType, name }
      return Response.json(answer, { status: 201, headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      req.payload.logger.info({ err: error, name }, 'Kundendatei abgelehnt')
      throw refused()
    }
  },
}
