import type { Payload } from 'payload'

import { type DemoImage, seedImageSet } from '../imageSet'

/** The pictures of the demo site: page photos, portraits, service icons and the photo of the image template. */
const SITE_IMAGES = {
  ueberUnsHero: { key: 'site-ueber-uns-hero', alt: 'Das Team der Alpenküche in der Küche', color: '#DC0814' },
  gaststubeWien: { key: 'site-gaststube-wien', alt: 'Gaststube in Wien Mariahilf', color: '#8B5A2B', width: 1200, height: 800 },
  kuecheGraz: { key: 'site-kueche-graz', alt: 'Offene Küche in Graz Lend', color: '#A23B2A', width: 1200, height: 800 },
  gastgartenLinz: { key: 'site-gastgarten-linz', alt: 'Gastgarten in Linz Urfahr', color: '#2F6B3A', width: 1200, height: 800 },
  wieser: { key: 'site-portrait-wieser', alt: 'Johanna Wieser', color: '#5B3A29', width: 600, height: 750 },
  aigner: { key: 'site-portrait-aigner', alt: 'Florian Aigner', color: '#3D4F5C', width: 600, height: 750 },
  berger: { key: 'site-portrait-berger', alt: 'Katharina Berger', color: '#7A2E3A', width: 600, height: 750 },
  leitner: { key: 'site-portrait-leitner', alt: 'Markus Leitner', color: '#1F4E79', width: 600, height: 750 },
  pichler: { key: 'site-portrait-pichler', alt: 'Sabine Pichler', color: '#2E5E6E', width: 600, height: 750 },
  catering: { key: 'site-catering', alt: 'Buffet mit regionalen Spezialitäten', color: '#C0651B' },
  firmenfeier: { key: 'site-firmenfeier', alt: 'Festlich gedeckte Tafel einer Firmenfeier', color: '#6B2D5C' },
  iconCatering: { key: 'site-icon-catering', alt: 'Symbol Catering', color: '#C0651B', width: 256, height: 256 },
  iconFirmenfeier: { key: 'site-icon-firmenfeier', alt: 'Symbol Firmenfeier', color: '#6B2D5C', width: 256, height: 256 },
  antriebstechnik: { key: 'site-antriebstechnik', alt: 'Getriebemotor der Alpen Antriebstechnik', color: '#1F4E79' },
  produkteHero: { key: 'site-produkte-hero', alt: 'Antriebs- und Hydraulikkomponenten', color: '#22313F' },
  antriebseinheit: { key: 'site-antriebseinheit', alt: 'Antriebseinheit mit acht Komponenten', color: '#34495E' },
  schnittbild: { key: 'site-schnittbild', alt: 'Schnittbild eines Stirnradgetriebes', color: '#4A6072', width: 900, height: 600 },
  montage: { key: 'site-montage', alt: 'Montagehalle in Linz', color: '#2C3E50', width: 1200, height: 800 },
  tagesgericht: { key: 'site-tagesgericht', alt: 'Tagesgericht: Kalbsrahmgulasch mit Spätzle', color: '#B5651D', width: 1080, height: 1080 },
} as const satisfies Record<string, DemoImage>

export type SiteImageIds = Record<keyof typeof SITE_IMAGES, number>

/** Creates the site's pictures once (found again by their key); answers their ids by name. */
export const seedSiteImages = (payload: Payload): Promise<SiteImageIds> => seedImageSet(payload, SITE_IMAGES)
