import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { escapeHtml } from '../src/server/mail/escapeHtml'

type DemoImage = {
  /** Stable key; becomes the file name, so seeding twice finds the image again. */
  key: string
  /** Alternative text and the caption drawn on the picture. */
  alt: string
  /** Background colour, e.g. '#DC0814'. */
  color?: string
  width?: number
  height?: number
}

/** A simple illustrative picture (colour field with caption) rendered with sharp, as PNG. */
async function renderPicture({ alt, color = '#DC0814', width = 1600, height = 1000 }: DemoImage): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1a1a1a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.22}" fill="#ffffff" fill-opacity="0.12"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 11)}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(alt)}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Creates the demo image once (found again by its file name) and answers its id. */
export async function seedImage(payload: Payload, image: DemoImage): Promise<number> {
  const name = `demo-${image.key}.png`
  const existing = await payload.find({
    collection: 'images',
    where: { filename: { equals: name } },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  await removeOrphanedFiles(payload.collections.images.config.upload.staticDir, `demo-${image.key}`)
  const data = await renderPicture(image)
  const created = await payload.create({
    collection: 'images',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/png', name, size: data.length },
    depth: 0,
    overrideAccess: true,
  })
  return created.id
}

/**
 * Files of an earlier database can still lie in media/ (the database was reset, the files kept);
 * Payload would then rename the new upload and the next seed would not find it again.
 */
async function removeOrphanedFiles(staticDir: string | undefined, stem: string): Promise<void> {
  if (!staticDir) return
  const names = await fs.readdir(staticDir).catch(() => [] as string[])
  const orphan = new RegExp(`^${stem}(-\\d+)?(-\\d+x\\d+)?\\.png$`)
  await Promise.all(names.filter((name) => orphan.test(name)).map((name) => fs.rm(path.join(staticDir, name), { force: true })))
}
