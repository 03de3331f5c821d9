import { kg, path, text } from '../format'
import type { PartSpec } from '../partSpec'

/* Deep-groove ball bearings and pillow block units. */

export function bearings(): PartSpec[] {
  const deepGroove: [string, string, number][] = [
    ['6202', '15 × 35 × 11', 4.2], ['6203', '17 × 40 × 12', 4.8], ['6204', '20 × 47 × 14', 5.9], ['6205', '25 × 52 × 15', 6.8],
    ['6206', '30 × 62 × 16', 8.9], ['6207', '35 × 72 × 17', 11.5], ['6208', '40 × 80 × 18', 14.2], ['6209', '45 × 85 × 19', 16.9],
    ['6210', '50 × 90 × 20', 19.4], ['6212', '60 × 110 × 22', 28.5],
  ]
  const balls = deepGroove.flatMap(([series, dimensions, price], index) =>
    (['2Z', '2RS'] as const).map((sealing) => ({
      uid: `5S8-RKL-${series}-${sealing}`,
      name: `Rillenkugellager ${series}-${sealing}`,
      short: `Rillenkugellager ${dimensions} mm, ${sealing === '2Z' ? 'beidseitig Deckscheiben' : 'beidseitig Dichtscheiben'}, C3-Lagerluft.`,
      description:
        `Einreihiges Rillenkugellager ${series}-${sealing}, Abmessungen d × D × B = ${dimensions} mm. ` +
        (sealing === '2Z'
          ? 'Metallische Deckscheiben auf beiden Seiten, für hohe Drehzahlen.'
          : 'Schleifende Dichtscheiben aus NBR auf beiden Seiten, für verschmutzte Umgebung.') +
        ' Lebensdauergeschmiert mit Lithiumseifenfett, Lagerluft C3.',
      group: '5S8' as const,
      categories: [path('Antriebstechnik', 'Wälzlager', 'Rillenkugellager')],
      attributes: [
        text('Abmessungen (d × D × B)', `${dimensions} mm`),
        text('Abdichtung', sealing),
        text('Lagerluft', 'C3'),
        text('Gewicht', kg(0.04 + index * 0.05)),
      ],
      net: price * (sealing === '2RS' ? 1.1 : 1),
      image: 'lager' as const,
      weight: ['6204', '6205', '6206'].includes(series) ? 65 : 35,
      tiers: [5, 10, 25],
      commentOptional: true,
    })),
  )
  const pillow = [204, 205, 206, 207, 208, 209, 210].map((series, index) => ({
    uid: `5S8-UCP-${series}`,
    name: `Stehlagereinheit UCP ${series}`,
    short: `Stehlagergehäuse aus Grauguss mit Spannlager, Wellen-Ø ${20 + index * 5} mm.`,
    description:
      `Stehlagereinheit UCP ${series}: Graugussgehäuse mit nachschmierbarem Spannlager UC ${series} und Gewindestiften ` +
      `zur Befestigung auf der Welle (Ø ${20 + index * 5} mm). Gleicht Fluchtungsfehler bis ±2° aus.`,
    group: '5S8' as const,
    categories: [path('Antriebstechnik', 'Wälzlager', 'Stehlagereinheiten')],
    attributes: [
      text('Wellendurchmesser', `${20 + index * 5} mm`),
      text('Gehäuse', 'Grauguss GG20'),
      text('Gewicht', kg(0.65 + index * 0.25)),
    ],
    net: [18, 21, 26, 34, 41, 48, 55][index],
    image: 'lager' as const,
    weight: 30,
    tiers: [5, 10, 25],
    commentOptional: true,
  }))
  return [...balls, ...pillow]
}
