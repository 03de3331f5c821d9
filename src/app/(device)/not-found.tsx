import type { Metadata } from 'next'

import { NotFoundScreen } from '@/storefront/shell/NotFoundScreen'
import { SHELL_TEXTS } from '@/storefront/shell/texts'

export const metadata: Metadata = { title: SHELL_TEXTS.notFound.title }

/** A wrong key or an unknown branch: the storefront's German 404, without its shell. */
export default function NotFound() {
  return <NotFoundScreen />
}
