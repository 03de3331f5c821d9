import { serveFont } from '@/src/server/api/fonts/serveFont'

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveFont((await params).path)
}
