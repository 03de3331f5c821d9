'use client'

import { ServerErrorScreen } from '@/storefront/site/page/ServerErrorScreen'

/** Any error while rendering a storefront page: the 500 page inside the shell. */
export default function ErrorPage() {
  return <ServerErrorScreen />
}
