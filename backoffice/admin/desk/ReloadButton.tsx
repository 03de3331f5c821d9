'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

/** 'Erneut versuchen' under a server-rendered view's error: renders the view again with the same address. */
export function ReloadButton({ label }: { label: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <button type="button" className="btn btn--style-secondary btn--size-small" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {label}
    </button>
  )
}
