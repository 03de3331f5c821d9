import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Keeps `version` and `extension` of an upload current: the public paths /image/{id}-{version}.{ext}
 * and /upload/{hash}/{id}-{version}.{ext} change whenever the file is replaced, so they can be cached forever.
 */
export const trackFileVersion: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const filename: string | undefined = data.filename ?? originalDoc?.filename
  const extension = filename?.includes('.') ? filename.split('.').pop()!.toLowerCase() : data.extension
  const replaced = operation === 'update' && Boolean(req.file)
  const version = operation === 'create' ? 1 : (originalDoc?.version ?? 1) + (replaced ? 1 : 0)
  return { ...data, extension, version }
}
