import { kg, list, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { COUPLING_SIZES, couplingUid, spiderUid } from '../sharedSizes'

/* Jaw couplings (two spider hardnesses) and pin couplings. */

export function couplings(): PartSpec[] {
  const bores = [24, 28, 38, 45, 55, 62, 74, 80]
  const torques92 = [10, 35, 95, 190, 265, 310, 410, 625]
  const prices = [28, 36, 48, 72, 96, 128, 165, 240]
  const jaw = COUPLING_SIZES.flatMap((size, index) =>
    [92, 98].map((shore) => ({
      uid: couplingUid(size, shore),
      name: `Elastische Klauenkupplung KK ${size}, Zahnkranz ${shore} Shore A`,
      short: `Drehelastische, durchschlagsichere Wellenkupplung bis ${Math.round(torques92[index] * (shore === 98 ? 1.7 : 1))} Nm, Bohrung bis ${bores[index]} mm.`,
      description:
        `Klauenkupplung Baugröße ${size} aus zwei Aluminium- bzw. Stahlnaben und einem Polyurethan-Zahnkranz ${shore} Shore A ` +
        `(${shore === 92 ? 'gelb, für allgemeine Antriebe' : 'rot, für höhere Drehmomente'}). Gleicht Wellenversatz aus und ` +
        'dämpft Drehschwingungen. Naben ungebohrt; Fertigbohrung mit Nut und Stellschraube bitte im Kommentar angeben.',
      group: '5S7' as const,
      categories: [path('Antriebstechnik', 'Kupplungen', 'Klauenkupplungen')],
      attributes: [
        text('Baugröße', String(size)),
        text('Nenndrehmoment', `${Math.round(torques92[index] * (shore === 98 ? 1.7 : 1))} Nm`),
        text('Max. Bohrung', `${bores[index]} mm`),
        text('Zahnkranz', `${shore} Shore A`),
        text('Gewicht', kg(0.2 + index * index * 0.18)),
        list('Nabenausführungen', ['Ungebohrt', 'Fertigbohrung mit Nut', 'Klemmnabe']),
      ],
      net: prices[index] * (shore === 98 ? 1.06 : 1),
      image: 'kupplung' as const,
      weight: size <= 38 ? 55 : 30,
      optional: [spiderUid(size)],
    })),
  )
  const pin = [110, 140, 170, 200].map((size, index) => ({
    uid: `5S7-BK-${size}`,
    name: `Bolzenkupplung BK ${size}`,
    short: `Robuste Bolzenkupplung Außen-Ø ${size} mm für Pumpen und Verdichter.`,
    description:
      `Bolzenkupplung mit Außendurchmesser ${size} mm aus Grauguss mit elastischen Puffern aus NBR. Für hohe Drehmomente ` +
      'bei rauem Betrieb; die Puffer lassen sich ohne Verschieben der Maschinen wechseln.',
    group: '5S7' as const,
    categories: [path('Antriebstechnik', 'Kupplungen', 'Bolzenkupplungen')],
    attributes: [
      text('Außendurchmesser', `${size} mm`),
      text('Nenndrehmoment', `${[160, 360, 700, 1200][index]} Nm`),
      text('Max. Bohrung', `${[42, 55, 70, 85][index]} mm`),
      text('Gewicht', kg([3.1, 5.8, 9.6, 15.2][index])),
    ],
    net: [140, 210, 320, 480][index],
    image: 'kupplung' as const,
    weight: 20,
    tiers: [5],
  }))
  return [...jaw, ...pin]
}
