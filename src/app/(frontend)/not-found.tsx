import type { Metadata } from 'next'

import { NotFoundScreen } from '@/storefront/shell/NotFoundScreen'
import { SHELL_TEXTS } from '@/storefront/shell/texts'

export const metadata: Metadata = { title: SHELL_TEXTS.notFound.title }

export default function NotFound() {
  return <NotFoundScreen />
}
