import { kg, list, pad3, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { couplingUid, filterFor, PRESSURE_FILTERS, pressureFilterUid, RETURN_FILTERS, returnFilterUid, SUCTION_FILTERS, suctionFilterUid } from '../sharedSizes'

/* Hydraulic pumps: external gear pumps (both rotations) and axial piston pumps. */

export function gearPumps(): PartSpec[] {
  const displacements = [4, 6, 8, 11, 14, 16, 19, 22, 25]
  const gear = displacements.flatMap((displacement, index) =>
    (['R', 'L'] as const).map((rotation) => {
      const flow = Math.round(displacement * 1.45)
      const pressure = displacement <= 16 ? 250 : 230
      return {
        uid: `5S9-ZP-${pad3(displacement)}-${rotation}`,
        name: `Außenzahnradpumpe ZP ${displacement} cm³/U, ${rotation === 'R' ? 'rechtsdrehend' : 'linksdrehend'}`,
        short: `Zahnradpumpe ${displacement} cm³/U, ${flow} l/min bei 1450 min⁻¹, bis ${pressure} bar.`,
        description:
          `Außenzahnradpumpe der Baugruppe 2 mit Aluminiumgehäuse und druckkompensierten Lagerbuchsen. Fördervolumen ` +
          `${displacement} cm³/U (${flow} l/min bei 1450 min⁻¹), Dauerdruck ${pressure} bar. Für Hydraulikaggregate, ` +
          'Kommunalfahrzeuge und Pressen; Antrieb über Pumpenträger und Klauenkupplung.',
        group: '5S9' as const,
        categories: [path('Hydraulik', 'Hydraulikpumpen', 'Zahnradpumpen')],
        attributes: [
          text('Fördervolumen', `${displacement} cm³/U`),
          text('Nenndruck', `${pressure} bar`),
          text('Max. Drehzahl', `${displacement <= 11 ? 3500 : 3000} min⁻¹`),
          text('Drehrichtung', rotation === 'R' ? 'rechts' : 'links'),
          text('Anschluss', index < 4 ? 'Saugseite G 1/2, Druckseite G 3/8' : 'Saugseite G 3/4, Druckseite G 1/2'),
          text('Gewicht', kg(1.6 + displacement * 0.09)),
          list('Bauformen', ['Flansch 4-Loch europäisch', 'Flansch SAE A 2-Loch', 'Kegelwelle 1:8']),
        ],
        net: 145 + 9 * displacement,
        image: 'pumpe' as const,
        weight: rotation === 'R' ? (displacement >= 8 && displacement <= 16 ? 70 : 45) : 25,
        required: [couplingUid(displacement <= 11 ? 24 : 28)],
        optional: [returnFilterUid(filterFor(RETURN_FILTERS, flow * 1.5)), suctionFilterUid(filterFor(SUCTION_FILTERS, flow * 2))],
      }
    }),
  )
  const piston = [28, 45, 71, 100, 140].map((displacement, index) => {
    const flow = Math.round(displacement * 1.45)
    return {
      uid: `5S9-AKP-${pad3(displacement)}`,
      name: `Axialkolbenpumpe AKP ${displacement} cm³/U, Druckregler`,
      short: `Verstellpumpe in Schrägscheibenbauart, ${displacement} cm³/U, bis ${index < 2 ? 280 : 350} bar.`,
      description:
        `Axialkolben-Verstellpumpe in Schrägscheibenbauart für offene Kreisläufe. Fördervolumen ${displacement} cm³/U ` +
        `(${flow} l/min bei 1450 min⁻¹) mit Druckregler DR, optional Load-Sensing. Niedriger Geräuschpegel, ` +
        'Durchtrieb für Tandempumpen vorbereitet.',
      group: '5S9' as const,
      categories: [path('Hydraulik', 'Hydraulikpumpen', 'Axialkolbenpumpen')],
      attributes: [
        text('Fördervolumen', `${displacement} cm³/U`),
        text('Nenndruck', `${index < 2 ? 280 : 350} bar`),
        text('Max. Drehzahl', `${[3000, 2600, 2200, 2000, 1800][index]} min⁻¹`),
        text('Anschluss', `SAE-Flansch ${['3/4″', '1″', '1 1/4″', '1 1/2″', '2″'][index]}`),
        text('Gewicht', kg([15, 21, 33, 45, 65][index])),
        list('Regler', ['Druckregler DR', 'Load-Sensing DRS', 'Leistungsregler LR']),
      ],
      net: 1850 + 32 * displacement,
      image: 'pumpe' as const,
      weight: 30,
      required: [couplingUid([42, 48, 55, 65, 65][index])],
      optional: [returnFilterUid(filterFor(RETURN_FILTERS, flow)), pressureFilterUid(filterFor(PRESSURE_FILTERS, flow))],
    }
  })
  return [...gear, ...piston]
}
