import { kg, pad3, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { PRESSURE_FILTERS, pressureFilterUid, RETURN_FILTERS, returnFilterUid, SUCTION_FILTERS, suctionFilterUid } from '../sharedSizes'

/* Hydraulic filters: return filters with their elements, suction and pressure filters. */

const filterElementUid = (flow: number): string => `5SW-FE-${pad3(flow)}`

export function filters(): PartSpec[] {
  const returnFilters = RETURN_FILTERS.flatMap((flow, index) => [
    {
      uid: returnFilterUid(flow),
      name: `Rücklauffilter RF ${flow}, Tankaufbau, 10 µm`,
      short: `Tankaufbau-Rücklauffilter für ${flow} l/min mit Bypassventil und optischer Verschmutzungsanzeige.`,
      description:
        `Rücklauffilter zum Aufbau auf den Tankdeckel für Volumenströme bis ${flow} l/min. Filterfeinheit 10 µm (Glasfaser), ` +
        'Bypassventil 2,5 bar und Manometer als Verschmutzungsanzeige. Elementwechsel von oben ohne Lösen der Leitungen.',
      group: '5SW' as const,
      categories: [path('Hydraulik', 'Filter', 'Rücklauffilter')],
      attributes: [
        text('Volumenstrom', `${flow} l/min`),
        text('Filterfeinheit', '10 µm'),
        text('Anschluss', ['G 3/4', 'G 1', 'G 1 1/4', 'G 1 1/2', 'G 2'][index]),
        text('Gewicht', kg([1.1, 1.6, 2.4, 3.5, 5.2][index])),
      ],
      net: [68, 85, 112, 158, 226][index],
      image: 'leitung' as const,
      weight: 40,
      optional: [filterElementUid(flow)],
    },
    {
      uid: filterElementUid(flow),
      name: `Filterelement für Rücklauffilter RF ${flow}, 10 µm`,
      short: `Ersatz-Filterelement aus Glasfaservlies, 10 µm, für RF ${flow}.`,
      description:
        `Austauschelement für Rücklauffilter RF ${flow}: Glasfaservlies mit Stützgewebe, Filterfeinheit 10 µm (β10 ≥ 200), ` +
        'Differenzdruckfestigkeit 10 bar. Wechsel spätestens bei Anzeige Rot bzw. jährlich.',
      group: '5SW' as const,
      categories: [path('Hydraulik', 'Filter', 'Filterelemente'), path('Ersatzteile', 'Hydraulik')],
      attributes: [text('Filterfeinheit', '10 µm'), text('Passend für', `RF ${flow}`), text('Gewicht', kg([0.2, 0.3, 0.45, 0.7, 1][index]))],
      net: [18, 23, 31, 44, 62][index],
      image: 'leitung' as const,
      weight: 50,
      tiers: [5, 10, 25],
    },
  ])
  const suction = SUCTION_FILTERS.map((flow, index) => ({
    uid: suctionFilterUid(flow),
    name: `Saugfilter SF ${flow}, 125 µm, mit Bypass`,
    short: `Tauchsaugfilter aus Edelstahlgewebe für ${flow} l/min, Anschluss ${['G 3/4', 'G 1 1/4', 'G 1 1/2'][index]}.`,
    description:
      `Saugfilter zum Einbau im Tank unterhalb des Ölspiegels. Edelstahl-Drahtgewebe 125 µm, Bypassventil 0,2 bar, ` +
      `für Volumenströme bis ${flow} l/min. Schützt die Pumpe vor groben Verunreinigungen.`,
    group: '5SW' as const,
    categories: [path('Hydraulik', 'Filter', 'Saugfilter')],
    attributes: [
      text('Volumenstrom', `${flow} l/min`),
      text('Filterfeinheit', '125 µm'),
      text('Anschluss', ['G 3/4', 'G 1 1/4', 'G 1 1/2'][index]),
    ],
    net: [16, 24, 33][index],
    image: 'leitung' as const,
    weight: 30,
  }))
  const pressure = PRESSURE_FILTERS.map((flow, index) => ({
    uid: pressureFilterUid(flow),
    name: `Druckfilter DF ${flow}, 420 bar, 6 µm`,
    short: `Leitungsfilter für die Druckleitung, ${flow} l/min, 6 µm, mit elektrischer Verschmutzungsanzeige.`,
    description:
      `Druckfilter für den Leitungseinbau bis 420 bar und ${flow} l/min. Filterfeinheit 6 µm, Gehäuse aus Stahl, ` +
      'elektrisch-optische Verschmutzungsanzeige mit Schließer und Öffner. Schützt Servo- und Proportionalventile.',
    group: '5SW' as const,
    categories: [path('Hydraulik', 'Filter', 'Druckfilter')],
    attributes: [
      text('Volumenstrom', `${flow} l/min`),
      text('Nenndruck', '420 bar'),
      text('Filterfeinheit', '6 µm'),
      text('Anschluss', ['G 1/2', 'G 3/4', 'G 1'][index]),
    ],
    net: [142, 198, 265][index],
    image: 'leitung' as const,
    weight: 25,
  }))
  return [...returnFilters, ...suction, ...pressure]
}
