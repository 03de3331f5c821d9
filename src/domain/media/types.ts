import type { Numeric } from '../quantity/types'
import type { Id } from '../relations/types'

/** Upload reference as kept in a cart part. */
export interface UploadRef {
  id: Id
  publicHash?: string | null
  version?: Numeric | null
  extension?: string | null
  mimeType?: string | null
  name?: string | null
}
