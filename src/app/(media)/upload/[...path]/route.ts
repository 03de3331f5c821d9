import { serveUpload } from '@/src/server/media/serveMedia'

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveUpload((await params).path)
}
