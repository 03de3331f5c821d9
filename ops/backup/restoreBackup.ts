import path from 'node:path'

import { MEDIA_DIR, readManifest, verifyDataFiles, type Manifest } from './archive'
import { BackupError } from './backupError'
import { loadDatabase } from './loadDatabase'
import { copyMedia, countMedia } from './mediaFiles'
import { knownMigrations, migrateTarget } from './migrateTarget'
import { assertRestorable, readTargetState } from './targetState'

export type RestoreResult = {
  manifest: Manifest
  rows: number
  /** Migrations of this version newer than the backup; `npm start` applies them. */
  pendingMigrations: string[]
  durationMs: number
}

type Options = { folder: string; databaseUrl: string; mediaRoot: string; force: boolean }

/**
 * Restores a backup: checks it (manifest, checksums, files) and the target (assertRestorable)
 * before anything is written, applies the backup's migrations to the target, loads the tables in
 * one transaction (loadDatabase.ts) and copies the uploaded files back.
 */
export async function restoreBackup(options: Options): Promise<RestoreResult> {
  const started = Date.now()
  const folder = path.resolve(options.folder)
  const manifest = readManifest(folder)
  await verifyDataFiles(folder, manifest)
  const media = await countMedia(path.join(folder, MEDIA_DIR))
  if (media.files !== manifest.media.files || media.bytes !== manifest.media.bytes) {
    throw new BackupError(`Die Sicherung ist unvollständig: ${media.files} von ${manifest.media.files} Mediendateien vorhanden.`)
  }

  const known = knownMigrations()
  const target = await readTargetState(options.databaseUrl)
  assertRestorable(manifest, target, known, options.force)
  if (manifest.migrations.some((name) => !target.migrations.includes(name))) await migrateTarget(options.databaseUrl, manifest.migrations)

  const rows = await loadDatabase(options.databaseUrl, folder, manifest)
  await copyMedia(path.join(folder, MEDIA_DIR), options.mediaRoot)
  return { manifest, rows, pendingMigrations: known.filter((name) => !manifest.migrations.includes(name)), durationMs: Date.now() - started }
}
