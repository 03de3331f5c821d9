import fs from 'node:fs'
import path from 'node:path'

import type { MediaEntry } from './archive'

/** The folders of uploaded files below a media root (see mediaDir.ts); anything else there is not ours. */
const MEDIA_KINDS = ['images', 'uploads']

/** Copies the uploaded files from one media root to another (existing files of the same name are replaced). */
export async function copyMedia(fromRoot: string, toRoot: string): Promise<void> {
  for (const kind of MEDIA_KINDS) {
    const from = path.join(fromRoot, kind)
    if (!fs.existsSync(from)) continue
    await fs.promises.cp(from, path.join(toRoot, kind), { recursive: true, force: true, preserveTimestamps: true })
  }
}

/** Number and total size of the uploaded files below a media root. */
export async function countMedia(root: string): Promise<MediaEntry> {
  let files = 0
  let bytes = 0
  for (const kind of MEDIA_KINDS) {
    const folder = path.join(root, kind)
    if (!fs.existsSync(folder)) continue
    for (const entry of await fs.promises.readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      files++
      bytes += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size
    }
  }
  return { files, bytes }
}
