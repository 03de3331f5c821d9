import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Files the media routes make from an upload (the contact crop of an image, the preview of a
 * catalogue PDF): made once on first request, then kept on disk beside the uploads and read from
 * there. The name carries the upload's id and version, so a replaced file gets a new one.
 * Concurrent first requests in this process share one rendering; a half-written file is never
 * seen (written to a temporary name, then renamed).
 */

const pending = new Map<string, Promise<Buffer | null>>()

/** The folder of derived files of one kind, beside the collection's own folder: media/derived/{kind}. */
export const derivedDir = (staticDir: string, kind: string) => path.join(path.dirname(staticDir), 'derived', kind)

async function makeAndKeep(filePath: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const made = await make()
  if (!made) return null
  await fs.mkdir(path.dirname(filePath), { recursive: true })
  const temporary = `${filePath}.${randomBytes(6).toString('hex')}.tmp`
  await fs.writeFile(temporary, made)
  await fs.rename(temporary, filePath)
  return made
}

/** The derived file at `filePath`, made by `make` when it does not exist yet; null when `make` gives none. */
export async function derivedFile(filePath: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
  const kept = await fs.readFile(filePath).catch(() => null)
  if (kept) return kept
  const running = pending.get(filePath)
  if (running) return running
  const job = makeAndKeep(filePath, make).finally(() => pending.delete(filePath))
  pending.set(filePath, job)
  return job
}
