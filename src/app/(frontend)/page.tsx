import { payloadClient } from '@/src/server/payload'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const payload = await payloadClient()
  const [settings, branches] = await Promise.all([
    payload.findGlobal({ slug: 'config', depth: 0, select: { shopName: true } }),
    payload.find({ collection: 'branches', depth: 0, limit: 100, sort: 'name', select: { name: true, city: true } }),
  ])
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>{settings.shopName}</h1>
      <ul>
        {branches.docs.map((branch) => (
          <li key={branch.id}>
            {branch.name}
            {branch.city ? `, ${branch.city}` : ''}
          </li>
        ))}
      </ul>
    </main>
  )
}
