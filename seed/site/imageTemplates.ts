import type { Payload } from 'payload'

import type { ImageTemplate } from '@/src/payload-types'
import { upsertAll } from '../upsertAll'

/** An Instagram post of the dish of the day: photo, headline, dish and price. */
function imageTemplate(imageId: number): Omit<ImageTemplate, 'id' | 'createdAt' | 'updatedAt'> {
  return {
    name: 'Instagram-Post Tagesgericht',
    width: 1080,
    height: 1080,
    background: '#F4EFE6',
    layers: [
      { name: 'Foto', type: 'image', image: imageId, x: 0, y: 0, width: 1080, height: 760 },
      { name: 'Überschrift', type: 'text', text: 'Heute in der Alpenküche', x: 60, y: 800, width: 960, height: 80, fontSize: 64, color: '#DC0814' },
      { name: 'Gericht', type: 'text', text: 'Kalbsrahmgulasch mit Butterspätzle', x: 60, y: 900, width: 960, height: 60, fontSize: 44, color: '#1A1A1A' },
      { name: 'Preis', type: 'text', text: '€ 14,90', x: 60, y: 980, width: 400, height: 60, fontSize: 44, color: '#1A1A1A' },
    ],
  }
}

/** Creates or updates the image template (key: name). */
export async function seedImageTemplates(payload: Payload, photoId: number): Promise<void> {
  await upsertAll(payload, 'image-templates', 'name', [imageTemplate(photoId)])
}
