import { kg, list, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { COUPLING_SIZES, CYLINDER_BORES, FAN_COVER_FRAMES, fanCoverUid, ROD_FOR_BORE, sealKitUid, spiderUid } from '../sharedSizes'

/* Spare parts: fan covers, coupling spiders, gearbox repair sets and cylinder seal kits. */

export const fanCovers = (): PartSpec[] =>
  FAN_COVER_FRAMES.map((frame, index) => ({
    uid: fanCoverUid(frame),
    name: `Lüfterhaube mit Lüfterrad für Motorbaugröße ${frame}`,
    short: `Ersatz-Lüfterhaube aus Stahlblech samt Kunststofflüfterrad, Baugröße ${frame}.`,
    description:
      `Ersatzteilsatz für Drehstrommotoren der Baugröße ${frame}: Lüfterhaube aus verzinktem Stahlblech mit Berührschutz ` +
      'nach EN ISO 13857 und Lüfterrad aus glasfaserverstärktem Polyamid. Passend für Motoren der Baureihe DM.',
    group: 'ET',
    categories: [path('Ersatzteile', 'Elektromotoren')],
    attributes: [text('Motorbaugröße', String(frame)), text('Gewicht', kg(0.35 + index * 0.2))],
    net: [16, 19, 23, 28, 34][index],
    image: 'dichtung',
    weight: 10,
  }))

export const spiderSpareParts = (): PartSpec[] =>
  COUPLING_SIZES.map((size, index) => ({
    uid: spiderUid(size),
    name: `Zahnkranz für Klauenkupplung KK ${size}`,
    short: `Ersatz-Zahnkranz aus Polyurethan für Klauenkupplungen Baugröße ${size}.`,
    description:
      `Elastischer Zahnkranz für Klauenkupplungen der Baugröße ${size}. Lieferbar in 92 Shore A (gelb) und 98 Shore A ` +
      '(rot): bitte die gewünschte Härte im Kommentar angeben. Tausch bei Sichtprüfung mit Verschleiß oder Rissen.',
    group: 'ET',
    categories: [path('Ersatzteile', 'Kupplungen'), path('Antriebstechnik', 'Kupplungen', 'Zahnkränze')],
    attributes: [
      text('Baugröße', String(size)),
      text('Werkstoff', 'Polyurethan'),
      list('Härten', ['92 Shore A (gelb)', '98 Shore A (rot)', '64 Shore D (grün)']),
    ],
    net: [4.5, 6.2, 8.4, 12.8, 16.5, 21, 27, 38][index],
    image: 'kupplung',
    weight: 40,
    tiers: [5, 10, 25],
  }))

export const gearboxSpareSets = (): PartSpec[] =>
  [47, 87].map((size) => ({
    uid: `ET-GS-R${size}`,
    name: `Ersatzteilsatz Stirnradgetriebe R${size} (Lager und Dichtungen)`,
    short: `Vollständiger Satz Wälzlager und Wellendichtringe für die Revision eines R${size}.`,
    description:
      `Revisionssatz für Stirnradgetriebe der Baugröße R${size} mit allen Wälzlagern, Radialwellendichtringen und ` +
      'Flachdichtungen. Der Umfang hängt von Übersetzung und Bauform ab; wir erstellen das Angebot nach Typenschildangabe.',
    group: 'ET',
    categories: [path('Ersatzteile', 'Getriebe')],
    attributes: [text('Passend für', `Stirnradgetriebe R${size}`)],
    net: 0,
    image: 'dichtung',
    weight: 5,
  }))

export const sealKits = (): PartSpec[] =>
  CYLINDER_BORES.map((bore, index) => ({
    uid: sealKitUid(bore),
    name: `Dichtsatz für Hydraulikzylinder DZ ${bore}/${ROD_FOR_BORE[bore]}`,
    short: `Kompletter Dichtungssatz (Kolben, Stange, Abstreifer, O-Ringe) für DZ ${bore}.`,
    description:
      `Dichtsatz für Zylinder der Baureihe DZ mit Kolben-Ø ${bore} mm und Stangen-Ø ${ROD_FOR_BORE[bore]} mm: Kompaktdichtung, ` +
      'Stangendichtung, Abstreifer, Führungsbänder und statische O-Ringe. Für die Instandsetzung nach Leckage oder Stangenschaden.',
    group: 'ET',
    categories: [path('Ersatzteile', 'Hydraulikzylinder'), path('Hydraulik', 'Hydraulikzylinder', 'Dichtsätze')],
    attributes: [text('Passend für', `DZ ${bore}/${ROD_FOR_BORE[bore]}`), text('Werkstoffe', 'PU, PTFE/Bronze, NBR')],
    net: [32, 38, 46, 58, 76, 98][index],
    image: 'dichtung',
    weight: 35,
    tiers: [5, 10, 25],
  }))
