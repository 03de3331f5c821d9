import { loadHomePage } from '@/storefront/home/data'
import { HomeScreen } from '@/storefront/home/HomeScreen'

/** Rendered per request: open states depend on the time; the data itself comes from the public cache. */
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const data = await loadHomePage()
  return <HomeScreen {...data} renderedAt={new Date().toISOString()} />
}
