'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined
const currentOrigin = () => window.location.origin

/** In the admin's live preview: renders the page again each time the editor saves a draft. */
export function LivePreviewRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(noSubscription, currentOrigin, () => '')
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
