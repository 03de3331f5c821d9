import { loadPlayer } from '@/backoffice/signage/data/loadPlayer'
import { SIGNAGE_TEXTS as T } from '@/backoffice/signage/texts'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** GET /signage/{identifier}/playlist?key={apiKey}: the player's data again (after a change or a lost connection). */
export async function GET(request: Request, { params }: { params: Promise<{ identifier: string }> }) {
  const data = await loadPlayer((await params).identifier, new URL(request.url).searchParams.get('key'))
  if (!data) return Response.json({ errors: [{ message: T.notFound }] }, { status: 404, headers: NO_STORE })
  return Response.json(data, { headers: NO_STORE })
}
