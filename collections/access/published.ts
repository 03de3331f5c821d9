import type { Access } from 'payload'

/** Published versions only (documents with drafts). */
export const published: Access = () => ({ _status: { equals: 'published' } })
