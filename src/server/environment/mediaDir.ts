import path from 'node:path'
import { fileURLToPath } from 'node:url'

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * Where uploaded files live: MEDIA_DIR when set, otherwise media/ in the project. The launcher
 * gives each embedded database its own folder, and tests a temporary one, so files of different
 * databases never mix.
 */
export function mediaDir(kind: 'images' | 'uploads'): string {
  return path.join(process.env.MEDIA_DIR || path.join(projectDir, 'media'), kind)
}
