import { fileTypeFromBuffer } from 'file-type'

import type { UploadReport } from '@/src/domain/contracts/imports'
import { IMPORT_LIMITS, IMPORT_TEXTS as T } from '@/src/domain/imports'
import { ApiError } from '@/src/server/http/apiError'
import { formBody } from '@/src/server/http/requestBody'

/** A file of an upload request, in the form Payload's Local API takes it. */
export type UploadedFile = { name: string; data: Buffer; size: number; mimetype: string }

type Body = { headers: Headers; body?: ReadableStream<Uint8Array> | null }

/** A file input left empty still sends one nameless, empty entry. */
const isChosenFile = (value: FormDataEntryValue): value is File => typeof value !== 'string' && (value.size > 0 || value.name !== '')

/**
 * The files of a multipart/form-data request (any field name, repeated as often as there are
 * files): 413 over IMPORT_LIMITS.maxUploadBodyBytes, 422 without a file or with more than
 * IMPORT_LIMITS.maxFiles, 400 for a body that is no form.
 */
export async function readUploadedFiles(req: Body): Promise<UploadedFile[]> {
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) throw new ApiError(T.noFiles, 422, 'files')
  const form = await formBody(req, IMPORT_LIMITS.maxUploadBodyBytes, T.unreadableForm)
  const files = [...form.values()].filter(isChosenFile)
  if (files.length === 0) throw new ApiError(T.noFiles, 422, 'files')
  if (files.length > IMPORT_LIMITS.maxFiles) throw new ApiError(T.tooManyFiles(IMPORT_LIMITS.maxFiles), 422, 'files')
  return Promise.all(files.map(async (file) => {
    const data = Buffer.from(await file.arrayBuffer())
    return { name: file.name.split(/[\\/]/).pop()!.trim(), data, size: data.length, mimetype: file.type }
  }))
}

/** The entries for a product's files when its transaction failed: files refused before keep their reason, the others were not saved. */
export function notSaved(uid: string, names: string[], refused: UploadReport['rejected']): UploadReport['rejected'] {
  const refusedNames = new Set(refused.map((entry) => entry.file))
  return [...refused, ...names.filter((name) => !refusedNames.has(name)).map((name) => ({ file: name, uid, message: T.fileNotSaved(name) }))]
}

/** Refuses a second file of the same name in one request; answers the files to go on with. */
export function withoutRepeatedNames(files: UploadedFile[], report: UploadReport): UploadedFile[] {
  const seen = new Set<string>()
  return files.filter((file) => {
    if (!seen.has(file.name)) return seen.add(file.name)
    report.rejected.push({ file: file.name, uid: null, message: T.duplicateFile(file.name) })
    return false
  })
}

/** The file's type read from its bytes when it is one of `allowed` and not too large; else null. */
export async function acceptedType(file: UploadedFile, allowed: readonly string[]): Promise<string | null> {
  const detected = (await fileTypeFromBuffer(file.data))?.mime
  return file.size <= IMPORT_LIMITS.maxFileBytes && detected && allowed.includes(detected) ? detected : null
}
