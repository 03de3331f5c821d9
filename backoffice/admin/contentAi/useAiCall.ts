'use client'

import { toast } from '@payloadcms/ui'
import { useState } from 'react'

import { call } from '@/storefront/ui/api'

/**
 * One AI content call at a time (POST with a JSON body): busy while it runs; a refusal's German
 * message (else `fallback`) is shown and toasted. `run` answers the written document, or null.
 */
export function useAiCall<Doc>(fallback: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const run = async (url: string, body: unknown): Promise<Doc | null> => {
    setBusy(true)
    setError('')
    const result = await call<{ doc?: Doc }>(url, { body, fallback })
    setBusy(false)
    const doc = result.ok ? result.data?.doc : undefined
    if (doc) return doc
    const message = result.ok ? fallback : result.error.message
    setError(message)
    toast.error(message)
    return null
  }
  return { busy, error, run }
}
