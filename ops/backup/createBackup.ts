import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { MEDIA_DIR, writeManifest, type Manifest } from './archive'
import { BackupError } from './backupError'
import { dumpDatabase } from './dumpDatabase'
import { copyMedia, countMedia } from './mediaFiles'

const PACKAGE_FILE = fileURLToPath(new URL('../../package.json', import.meta.url))

export type BackupResult = { folder: string; manifest: Manifest; bytes: number; durationMs: number }

/**
 * Backs up a database and its uploaded files into `folder` (archive.ts describes the layout): the
 * tables first, then the files, so every file a backed-up row names is there (files uploaded in
 * between are harmless extras). The work happens in `<folder>.partial`, renamed when complete.
 */
export async function createBackup(options: { databaseUrl: string; mediaRoot: string; folder: string }): Promise<BackupResult> {
  const started = Date.now()
  const folder = path.resolve(options.folder)
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) throw new BackupError(`Das Ziel ${folder} existiert bereits und ist nicht leer.`)
  const partial = `${folder}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  try {
    const dump = await dumpDatabase(options.databaseUrl, partial)
    await copyMedia(options.mediaRoot, path.join(partial, MEDIA_DIR))
    const media = await countMedia(path.join(partial, MEDIA_DIR))
    const { name, version } = JSON.parse(fs.readFileSync(PACKAGE_FILE, 'utf8')) as { name: string; version: string }
    const manifest = writeManifest(partial, { product: { name, version }, createdAt: new Date().toISOString(), ...dump, media })
    fs.rmSync(folder, { recursive: true, force: true })
    fs.renameSync(partial, folder)
    const bytes = manifest.tables.reduce((sum, table) => sum + table.bytes, media.bytes)
    return { folder, manifest, bytes, durationMs: Date.now() - started }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
}
