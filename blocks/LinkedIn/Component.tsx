import type { LinkedInBlock } from '@/src/payload-types'
import { loadShell } from '@/storefront/shell/data'

import { BlockFrame } from '../shared/BlockSection'
import type { BlockProps } from '../types'
import { LinkedInFeed } from './Component.client'
import { LINKED_IN_TEXTS as T } from './texts'

/** A feed id at the embedding service (Juicer): letters, digits, '-' and '_'. */
const FEED_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/

/** The feed with the consent configuration it waits for. */
async function FeedWithConsent({ embedId }: { embedId: string }) {
  const { consentServices } = await loadShell()
  return <LinkedInFeed services={consentServices} embedId={embedId} />
}

/**
 * LinkedIn news feed (parts-shop-and-site.md sections 2 and 7): the company's LinkedIn posts,
 * embedded through Juicer by the block's feed id. The embed script loads only after the visitor's
 * consent to the feed service; until then a placeholder offers the consent settings.
 */
export function LinkedInView({ block }: BlockProps<LinkedInBlock>) {
  const embedId = block.embedId?.trim() ?? ''
  if (!FEED_ID.test(embedId)) return null
  return (
    <BlockFrame title={block.title} label={T.label}>
      <FeedWithConsent embedId={embedId} />
    </BlockFrame>
  )
}
