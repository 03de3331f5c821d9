import type { Field } from 'payload'

import { additionalLabelField } from '@/collections/fields/contentOptions'
import { linksField } from '@/collections/fields/link'
import { imageField } from '@/collections/fields/media'
import { textField, titleField } from './content'

/** Fields of the two hero variants: additional label, image, title, text and links. */
export const heroFields = (): Field[] => [
  additionalLabelField(),
  imageField('image', 'Bild', { required: true }),
  titleField(),
  textField(),
  linksField(),
]
