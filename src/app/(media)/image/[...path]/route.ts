import { serveImage } from '@/src/server/api/media/serveMedia'

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveImage((await params).path)
}
