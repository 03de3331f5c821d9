import type { UploadField } from 'payload'

type Overrides = Partial<UploadField>

const upload = (name: string, label: string, relationTo: 'images' | 'uploads', hasMany: boolean, overrides: Overrides) =>
  ({ name, type: 'upload', label, relationTo, hasMany, ...overrides }) as UploadField

/** One image from the media library (`images`). */
export const imageField = (name = 'image', label = 'Bild', overrides: Overrides = {}): UploadField =>
  upload(name, label, 'images', false, overrides)

/** Several images from the media library (`images`), in the editor's order. */
export const imagesField = (name = 'images', label = 'Bilder', overrides: Overrides = {}): UploadField =>
  upload(name, label, 'images', true, overrides)

/** One file (PDF, document …) from `uploads`. */
export const fileField = (name = 'file', label = 'Datei', overrides: Overrides = {}): UploadField =>
  upload(name, label, 'uploads', false, overrides)
