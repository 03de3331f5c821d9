import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { BackupError } from './backupError'

/**
 * One backup is a folder:
 *
 * - `manifest.json`: what it holds (below), written last, so a folder without it is incomplete;
 * - `data/<schema>.<table>.copy.gz`: each table in PostgreSQL's COPY text format, gzip-compressed;
 * - `media/images/…`, `media/uploads/…`: the uploaded files.
 */
const MANIFEST_FILE = 'manifest.json'
export const DATA_DIR = 'data'
export const MEDIA_DIR = 'media'

const FORMAT = 'gastro-commerce-backup'
const FORMAT_VERSION = 1

type TableEntry = {
  schema: string
  name: string
  /** Columns in the order of the file's fields. */
  columns: string[]
  rows: number
  /** Path of the data file inside the backup folder. */
  file: string
  bytes: number
  sha256: string
}

export type SequenceEntry = { schema: string; name: string; startValue: string; lastValue: string | null }

export type MediaEntry = { files: number; bytes: number }

export type Manifest = {
  format: typeof FORMAT
  formatVersion: typeof FORMAT_VERSION
  product: { name: string; version: string }
  createdAt: string
  source: { database: string; serverVersion: string }
  /** Names of the Payload migrations applied in the source, in the order they ran. */
  migrations: string[]
  tables: TableEntry[]
  sequences: SequenceEntry[]
  media: MediaEntry
}

export type ManifestContent = Omit<Manifest, 'format' | 'formatVersion'>

/** Writes the manifest; the backup counts as complete from then on. */
export function writeManifest(folder: string, content: ManifestContent): Manifest {
  const manifest: Manifest = { format: FORMAT, formatVersion: FORMAT_VERSION, ...content }
  fs.writeFileSync(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** Reads the manifest of a backup folder, refusing what is not a complete backup of this format. */
export function readManifest(folder: string): Manifest {
  const file = path.join(folder, MANIFEST_FILE)
  if (!fs.existsSync(file)) throw new BackupError(`In ${folder} liegt keine vollständige Sicherung (${MANIFEST_FILE} fehlt).`)
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  } catch {
    throw new BackupError(`${file} ist kein gültiges Sicherungsverzeichnis (Manifest nicht lesbar).`)
  }
  if (manifest.format !== FORMAT) throw new BackupError(`${folder} enthält keine Sicherung dieses Programms.`)
  if (manifest.formatVersion !== FORMAT_VERSION) {
    throw new BackupError(`Die Sicherung hat das Format ${manifest.formatVersion}; dieses Programm liest nur Format ${FORMAT_VERSION}.`)
  }
  return manifest
}

/** The data file of a table, relative to the backup folder. */
export function dataFileOf(schema: string, table: string): string {
  const safe = (name: string) => name.replace(/[^\w-]/g, '_')
  return path.posix.join(DATA_DIR, `${safe(schema)}.${safe(table)}.copy.gz`)
}

/** SHA-256 (hex) of a file's content. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(fs.createReadStream(file), hash)
  return hash.digest('hex')
}

/** Checks that every data file is there, unchanged; a damaged backup is refused before the target is touched. */
export async function verifyDataFiles(folder: string, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const file = path.join(folder, table.file)
    if (!fs.existsSync(file)) throw new BackupError(`Die Sicherung ist unvollständig: ${table.file} fehlt.`)
    if ((await sha256Of(file)) !== table.sha256) throw new BackupError(`Die Sicherung ist beschädigt: ${table.file} stimmt nicht mit der Prüfsumme überein.`)
  }
}
