import { loadHomePage } from '@/storefront/home/data'
import { HomeScreen } from '@/storefront/home/HomeScreen'

/** Rendered per request: open states depend on the time; the data itself comes from the public cache. */
export const dynamic = 'force-dynamic'

export default async function HomePage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const [data, { q }] = await Promise.all([loadHomePage(), searchParams])
  // The header's search form sends its term as ?q=…; the branch search starts with it.
  const searchTerm = (Array.isArray(q) ? q[0] : q)?.slice(0, 100) ?? ''
  return <HomeScreen {...data} renderedAt={new Date().toISOString()} searchTerm={searchTerm} />
}
