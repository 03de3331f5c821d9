import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SHELL_TEXTS } from '@/storefront/shell/texts'

export const metadata: Metadata = { title: SHELL_TEXTS.notFound.title }

/**
 * Any path no other route matches shows the storefront's 404 page inside the shared layout.
 * The site pages (a later issue) take over here: match the path against sites first.
 */
export default function UnknownPage(): never {
  notFound()
}
