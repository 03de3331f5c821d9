import type { Payload } from 'payload'

import { zoned } from '@/src/domain/text/dates'
import { demoPdf } from './demoPdf'

/** The two PDF catalogues of the downloads page, stored in `uploads`. */
type CatalogueKey = 'catering' | 'antriebstechnik'
export type CatalogueFileIds = Record<CatalogueKey, number>
type Catalogue = { key: CatalogueKey; filename: string; alt: string; title: string; lines: string[] }

/** The catalogues of a year: file, description, title and the lines of the one-page PDF. */
export function catalogues(year: number): Catalogue[] {
  return [
    {
      key: 'catering',
      filename: 'alpenkueche-cateringkatalog.pdf',
      alt: 'Alpenküche Cateringkatalog',
      title: `Cateringkatalog ${year}`,
      lines: [
        'Alpenküche - Catering und Firmenfeiern in Wien, Graz und Linz',
        '',
        'Fingerfood (ab 20 Personen): Mini-Schnitzelsemmeln, Liptauerbrötchen, Kürbiskern-Grissini',
        'Buffet "Wirtshaus" (ab 30 Personen): Tafelspitz, Krautfleckerl, Erdäpfel-Vogerlsalat',
        'Buffet "Alpin" (ab 30 Personen): Kasnocken, Forellenfilet, Kaiserschmarrn',
        'Getränke: Wiener Gemischter Satz, steirischer Apfelsaft, Kaffee vom Wiener Röster',
        '',
        'Alle Preise auf Anfrage. Lieferung und Aufbau im Umkreis von 30 km inklusive.',
        'Anfragen: catering@alpenkueche.at, +43 1 597 12 34-20',
      ],
    },
    {
      key: 'antriebstechnik',
      filename: 'alpen-antriebstechnik-produktkatalog.pdf',
      alt: 'Alpen Antriebstechnik Produktkatalog',
      title: `Produktkatalog Antriebstechnik ${year}`,
      lines: [
        'Alpen Antriebstechnik GmbH - Antriebs- und Hydraulikkomponenten',
        '',
        'Getriebemotoren 0,12 bis 45 kW, Stirnrad-, Flach- und Kegelradgetriebe',
        'Frequenzumrichter 230 V / 400 V mit integrierter Positionierung',
        'Hydraulik-Zahnradpumpen, Kompaktaggregate und Zylinder nach ISO 6020',
        'Kupplungen, Federdruckbremsen, Wälzlager und Dichtungssätze',
        '',
        'Preise und Verfügbarkeit im Online-Shop nach Anmeldung.',
        'Technischer Vertrieb: vertrieb@alpen-antriebstechnik.at, +43 732 78 45 60-15',
      ],
    },
  ]
}

/** The two catalogue PDFs in `uploads`, created once (found again by file name or description). */
export async function seedCatalogueFiles(payload: Payload, now: Date): Promise<CatalogueFileIds> {
  const list = catalogues(zoned(now).year)
  const { docs } = await payload.find({
    collection: 'uploads',
    where: { or: [{ filename: { in: list.map((c) => c.filename) } }, { alt: { in: list.map((c) => c.alt) } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true, alt: true },
  })
  const ids = await Promise.all(
    list.map(async (catalogue) => {
      const found = docs.find((doc) => doc.filename === catalogue.filename || doc.alt === catalogue.alt)
      if (found) return [catalogue.key, found.id] as const
      const data = demoPdf(catalogue.title, catalogue.lines, now)
      const created = await payload.create({
        collection: 'uploads',
        data: { alt: catalogue.alt },
        file: { data, mimetype: 'application/pdf', name: catalogue.filename, size: data.length },
        depth: 0,
        overrideAccess: true,
      })
      return [catalogue.key, created.id] as const
    }),
  )
  return Object.fromEntries(ids) as CatalogueFileIds
}
