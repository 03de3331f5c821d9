import type { Payload } from 'payload'

import { type DemoImage, seedImageSet } from '../imageSet'

/** One picture per product family: alternative text and colour. */
const PART_IMAGES = {
  getriebemotor: { alt: 'Getriebemotoren', color: '#B3261E' },
  getriebe: { alt: 'Industriegetriebe', color: '#7A3E16' },
  umrichter: { alt: 'Frequenzumrichter', color: '#1F4E79' },
  motor: { alt: 'Drehstrommotoren', color: '#2E5E3A' },
  kupplung: { alt: 'Kupplungen und Zahnkränze', color: '#C77700' },
  lager: { alt: 'Wälzlager', color: '#4A4A4A' },
  pumpe: { alt: 'Hydraulikpumpen', color: '#0B6E99' },
  ventil: { alt: 'Hydraulikventile', color: '#5B3A8E' },
  zylinder: { alt: 'Hydraulikzylinder', color: '#00665E' },
  leitung: { alt: 'Schläuche, Verschraubungen und Filter', color: '#1A1A6E' },
  dichtung: { alt: 'Dichtungen und Ersatzteile', color: '#8E1F4F' },
} as const
export type PartImageKey = keyof typeof PART_IMAGES

/** The pictures in the form seedImage takes them: key `teile-…`, 1280 × 800 pixels. */
const demoImages = Object.fromEntries(
  Object.entries(PART_IMAGES).map(([key, { alt, color }]) => [key, { key: `teile-${key}`, alt, color, width: 1280, height: 800 }]),
) as Record<PartImageKey, DemoImage>

/** Creates the product family pictures once (found again by their key); answers their ids by family. */
export const seedPartImages = (payload: Payload): Promise<Record<PartImageKey, number>> => seedImageSet(payload, demoImages)
