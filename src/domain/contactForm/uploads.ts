import { UPLOAD_MESSAGES } from './texts'

/**
 * Files a visitor may attach to a contact form: PDF, Word (doc, docx) and zip (parts-shop-and-site.md
 * section 5), several at once. The limits are ours (docs/decisions.md): at most 5 files, each at
 * most 10 MB, together at most 20 MB, so one mail stays below what common mail servers accept.
 */
export const UPLOAD_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
} as const

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

type UploadExtension = 'pdf' | 'doc' | 'docx' | 'zip'

/** Per allowed name extension: the type the mail attachment is sent as. */
const ATTACHMENT_TYPES: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: DOCX,
  zip: 'application/zip',
}

/**
 * Per allowed name extension: the types the file's content may be read as (file-type's names). A
 * .doc is an OLE compound file ('application/x-cfb'); a .docx is a zip package, read as docx when
 * its parts are recognised, else as plain zip.
 */
const CONTENT_TYPES: Record<UploadExtension, string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/x-cfb', 'application/msword'],
  docx: [DOCX, 'application/zip'],
  zip: ['application/zip'],
}

/** The file input's `accept`: the four extensions and their types. */
export const UPLOAD_ACCEPT = ['.pdf', '.doc', '.docx', '.zip', ...new Set(Object.values(ATTACHMENT_TYPES))].join(',')

export interface UploadCandidate {
  name: string
  size: number
}

const isUploadExtension = (value: string): value is UploadExtension => value in ATTACHMENT_TYPES

/** The file name's allowed extension (lower case), or null. */
function uploadExtension(name: string): UploadExtension | null {
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  return isUploadExtension(extension) ? extension : null
}

/** The problem of one file judged by its name and size, or null. */
function fileError(file: UploadCandidate): string | null {
  if (!uploadExtension(file.name)) return UPLOAD_MESSAGES.wrongType(file.name)
  if (file.size <= 0) return UPLOAD_MESSAGES.empty(file.name)
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return UPLOAD_MESSAGES.tooLarge(file.name, UPLOAD_LIMITS.maxFileBytes)
  return null
}

/**
 * The first problem of the chosen files by name, size and count (the browser checks this before
 * sending, the server again), or null when they may be sent. The content is checked on the server
 * (`uploadContentFits`).
 */
export function uploadListError(files: readonly UploadCandidate[]): string | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.maxFiles)
  for (const file of files) {
    const error = fileError(file)
    if (error) return error
  }
  const total = files.reduce((sum, file) => sum + file.size, 0)
  return total > UPLOAD_LIMITS.maxTotalBytes ? UPLOAD_MESSAGES.tooLargeTogether(UPLOAD_LIMITS.maxTotalBytes) : null
}

/**
 * Whether the type read from a file's bytes fits its name: an .exe renamed .pdf does not (its
 * content reads as 'application/x-msdownload'), nor does content of no known type.
 */
export function uploadContentFits(name: string, detectedType: string | null | undefined): boolean {
  const extension = uploadExtension(name)
  return Boolean(extension && detectedType && CONTENT_TYPES[extension].includes(detectedType))
}

/** The type a fitting file is attached as, by its extension. */
export function attachmentType(name: string): string {
  const extension = uploadExtension(name)
  return extension ? ATTACHMENT_TYPES[extension] : 'application/octet-stream'
}

/** The visitor's file name without folders or control characters, at most 120 characters before the extension. */
export function attachmentName(name: string): string {
  const plain = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"<>|:*?]/gu, '').trim()
  const dot = plain.lastIndexOf('.')
  if (dot <= 0) return plain.slice(0, 120) || 'datei'
  return `${plain.slice(0, dot).slice(0, 120)}${plain.slice(dot)}`
}
