import type { MaterialGroup } from '@/src/domain/partsCatalogue'

/*
 * The options in which generated variants differ from their template, by material group: each
 * axis is one attribute of the variant; its choice adds a code to the material number, maybe a
 * few words to the name, a price factor and a third category level ('Bremsmotoren').
 */

export type Choice = {
  /** Part of the material number after the '/': letters and digits, unique within the family. */
  code: string
  /** The attribute value. */
  value: string
  /** Words appended to the name (', mit Federdruckbremse'); none for the standard choice. */
  suffix?: string
  /** Net price factor (default 1). */
  factor?: number
  /** A further category: the last level under the template's first two levels. */
  categoryLeaf?: string
}
export type Axis = { label: string; choices: Choice[] }

const axis = (label: string, ...choices: Choice[]): Axis => ({ label, choices })

// ---------------------------------------------------------------- shared by several families

const certificate = axis(
  'Prüfbescheinigung',
  { code: 'Z0', value: 'ohne' },
  { code: 'Z2', value: 'Werkszeugnis 2.2 nach EN 10204', factor: 1.03 },
  { code: 'Z3', value: 'Abnahmeprüfzeugnis 3.1 nach EN 10204', factor: 1.1 },
)
const packaging = axis(
  'Verpackung',
  { code: 'P1', value: 'Standardverpackung' },
  { code: 'P2', value: 'VCI-Korrosionsschutzverpackung', factor: 1.02 },
  { code: 'P3', value: 'Seemäßige Verpackung', factor: 1.06 },
)
const paint = axis(
  'Lackierung',
  { code: 'L1', value: 'RAL 7031 Blaugrau' },
  { code: 'L2', value: 'RAL 5010 Enzianblau', factor: 1.02 },
  { code: 'L3', value: 'RAL 9005 Tiefschwarz', factor: 1.02 },
  { code: 'L4', value: 'RAL 9010 Reinweiß, lebensmittelgerecht', suffix: 'lebensmittelgerecht lackiert', factor: 1.07 },
)
const brake = axis(
  'Bremse',
  { code: 'N', value: 'ohne' },
  { code: 'BE', value: 'Federdruckbremse 24 V DC', suffix: 'mit Federdruckbremse', factor: 1.18, categoryLeaf: 'Bremsmotoren' },
  { code: 'BH', value: 'Federdruckbremse 24 V DC mit Handlüftung', suffix: 'mit Bremse und Handlüftung', factor: 1.24, categoryLeaf: 'Bremsmotoren' },
)
const encoder = axis(
  'Drehgeber',
  { code: 'G0', value: 'ohne' },
  { code: 'EI', value: 'Inkrementalgeber HTL, 1024 Impulse', suffix: 'mit Inkrementalgeber', factor: 1.15 },
  { code: 'AS', value: 'Absolutwertgeber SSI, Multiturn', suffix: 'mit Absolutwertgeber', factor: 1.32 },
)
const mains = axis(
  'Netzanschluss',
  { code: 'W', value: '230/400 V, 50 Hz' },
  { code: 'D', value: '400/690 V, 50 Hz', factor: 1.03 },
  { code: 'U', value: '460 V, 60 Hz', factor: 1.05 },
)
const lubricant = axis(
  'Schmierstoff',
  { code: 'M', value: 'Mineralöl CLP 220' },
  { code: 'S', value: 'Synthetiköl CLP PG 460', factor: 1.05 },
  { code: 'H', value: 'Lebensmitteltaugliches Öl NSF H1', suffix: 'mit H1-Öl', factor: 1.08 },
)
const sealMaterial = axis(
  'Dichtungswerkstoff',
  { code: 'NB', value: 'NBR' },
  { code: 'FK', value: 'FKM', suffix: 'FKM-Dichtungen', factor: 1.12 },
)
const surface = axis(
  'Oberfläche',
  { code: 'O1', value: 'phosphatiert' },
  { code: 'O2', value: 'Zink-Nickel, chrom(VI)-frei', factor: 1.06 },
  { code: 'O3', value: 'Zink-Nickel, Korrosionsklasse C5', suffix: 'korrosionsgeschützt C5', factor: 1.15 },
)
const marking = axis(
  'Kennzeichnung',
  { code: 'E0', value: 'ohne' },
  { code: 'E1', value: 'Etikett mit Herstelldatum', factor: 1.01 },
  { code: 'E2', value: 'Lasergravur mit Chargennummer', factor: 1.04 },
)
const testing = axis(
  'Prüfung',
  { code: 'Q1', value: 'Sichtprüfung' },
  { code: 'Q2', value: 'Druck- bzw. Funktionsprüfung mit Protokoll', factor: 1.1 },
)
const temperature = axis(
  'Temperaturbereich',
  { code: 'T1', value: '−30 °C bis +100 °C' },
  { code: 'T2', value: '−50 °C bis +100 °C', suffix: 'Tieftemperaturausführung', factor: 1.18 },
  { code: 'T3', value: '−20 °C bis +150 °C', suffix: 'Hochtemperaturausführung', factor: 1.22 },
)

// ---------------------------------------------------------------- the families

const gearMotors = [brake, encoder, paint, mains, lubricant, certificate]
const gearUnits = [
  axis('Gehäuse', { code: 'F', value: 'Fußausführung' }, { code: 'FL', value: 'Flanschausführung', suffix: 'Flanschausführung', factor: 1.06 },
    { code: 'FF', value: 'Fuß-/Flanschausführung', suffix: 'Fuß-/Flanschausführung', factor: 1.1 }),
  lubricant,
  axis('Wellendichtung', { code: 'WN', value: 'NBR' }, { code: 'WF', value: 'FKM', factor: 1.06 }, { code: 'WD', value: 'Doppeldichtung NBR/FKM', factor: 1.1 }),
  paint,
  certificate,
]
const inverters = [
  axis('Bedienteil', { code: 'B0', value: 'LED-Anzeige' }, { code: 'BL', value: 'LCD-Bedienteil, abnehmbar', suffix: 'mit LCD-Bedienteil', factor: 1.08 },
    { code: 'BK', value: 'Klartext-Bedienteil mit Kopierfunktion', suffix: 'mit Klartext-Bedienteil', factor: 1.12 }),
  axis('Feldbusmodul', { code: 'F0', value: 'ohne' }, { code: 'PN', value: 'PROFINET', suffix: 'PROFINET', factor: 1.15 },
    { code: 'EC', value: 'EtherCAT', suffix: 'EtherCAT', factor: 1.15 }, { code: 'EIP', value: 'EtherNet/IP', suffix: 'EtherNet/IP', factor: 1.15 }),
  axis('EMV-Filter', { code: 'C2', value: 'Kategorie C2, integriert' }, { code: 'C1', value: 'Kategorie C1 (Wohnbereich)', factor: 1.1 }),
  axis('Gehäuseausführung', { code: 'G2', value: 'IP20, Schaltschrankeinbau' },
    { code: 'G5', value: 'IP55, Wandmontage', suffix: 'IP55', factor: 1.25, categoryLeaf: 'Dezentrale Umrichter' },
    { code: 'G6', value: 'IP66, motornah', suffix: 'IP66', factor: 1.4, categoryLeaf: 'Dezentrale Umrichter' }),
  axis('Sicherheitsfunktion', { code: 'S0', value: 'ohne' }, { code: 'STO', value: 'STO (SIL 3 / PL e)', factor: 1.06 }),
  certificate,
  packaging,
]
const motors = [
  brake,
  encoder,
  axis('Bauform', ...['B3', 'B5', 'B14', 'B35', 'V1'].map((form, index) => ({ code: form, value: form, factor: 1 + index * 0.02 }))),
  axis('Motorschutz', { code: 'TF', value: 'Kaltleiter TF' }, { code: 'TH', value: 'Bimetallschalter TH' }, { code: 'KY', value: 'KTY84-130', factor: 1.03 }),
  mains,
]
const couplings = [
  axis('Nabenausführung', { code: 'U', value: 'ungebohrt' }, { code: 'FB', value: 'Fertigbohrung mit Nut, ISO H7', suffix: 'fertiggebohrt', factor: 1.3 },
    { code: 'KN', value: 'Klemmnabe', suffix: 'mit Klemmnaben', factor: 1.45 }),
  axis('Nabenwerkstoff', { code: 'AL', value: 'Aluminium' }, { code: 'GG', value: 'Grauguss EN-GJL-250', factor: 0.92 },
    { code: 'ST', value: 'Stahl', factor: 1.2 }, { code: 'NS', value: 'Edelstahl 1.4404', suffix: 'Edelstahl', factor: 2.1 }),
  axis('Wuchtgüte', { code: 'W0', value: 'ungewuchtet' }, { code: 'W6', value: 'G 6,3', factor: 1.08 }, { code: 'W2', value: 'G 2,5', factor: 1.15 }),
  temperature,
  certificate,
]
const bearings = [
  axis('Käfig', { code: 'J', value: 'Stahlblech' }, { code: 'TN', value: 'Polyamid (TN9)', suffix: 'Polyamidkäfig', factor: 1.05 },
    { code: 'MA', value: 'Messing (M)', suffix: 'Messingkäfig', factor: 1.35 }),
  axis('Schmierfett', { code: 'GS', value: 'Lithiumseifenfett' }, { code: 'GH', value: 'Hochtemperaturfett bis 180 °C', suffix: 'Hochtemperaturfett', factor: 1.2 },
    { code: 'GF', value: 'Lebensmittelfett NSF H1', suffix: 'lebensmitteltauglich', factor: 1.25 }),
  axis('Toleranzklasse', { code: 'P0', value: 'Normal (P0)' }, { code: 'P6', value: 'P6', factor: 1.3 }, { code: 'P5', value: 'P5', factor: 1.8 }),
  axis('Werkstoff', { code: 'CR', value: 'Wälzlagerstahl 100Cr6' }, { code: 'SS', value: 'Edelstahl X65Cr13', suffix: 'Edelstahl', factor: 2.2 },
    { code: 'HY', value: 'Hybrid mit Keramikkugeln', suffix: 'Hybridlager', factor: 3.4 }),
  certificate,
  packaging,
]
const pumps = [
  axis('Wellenende', { code: 'PF', value: 'Zylindrisch mit Passfeder' }, { code: 'SZ', value: 'Zahnwelle SAE', factor: 1.05 },
    { code: 'KG', value: 'Kegel 1:8', factor: 1.03 }),
  sealMaterial,
  axis('Anschlussart', { code: 'AG', value: 'Gewinde' }, { code: 'AF', value: 'Flansch', suffix: 'Flanschanschluss', factor: 1.08 }),
  surface,
  testing,
  certificate,
  packaging,
]
const valves = [
  sealMaterial,
  axis('Betätigung', { code: 'H1', value: 'Standard' }, { code: 'H2', value: 'verdeckte Handnotbetätigung', factor: 1.04 },
    { code: 'H3', value: 'abschließbarer Drehknopf', suffix: 'mit Drehknopf', factor: 1.09 }),
  surface,
  axis('Stecker', { code: 'K0', value: 'ohne' }, { code: 'K1', value: 'Gerätestecker EN 175301-803', factor: 1.04 },
    { code: 'K2', value: 'Stecker mit LED und Schutzbeschaltung', factor: 1.08 }),
  certificate,
  packaging,
]
const cylinders = [
  axis('Befestigung', { code: 'KF', value: 'Kopfflansch', suffix: 'Kopfflansch' }, { code: 'BF', value: 'Bodenflansch', suffix: 'Bodenflansch' },
    { code: 'SA', value: 'Schwenkauge', suffix: 'Schwenkauge', factor: 0.96 }, { code: 'FU', value: 'Fußbefestigung', suffix: 'Fußbefestigung', factor: 1.05 }),
  axis('Kolbenstange', { code: 'HC', value: 'hartverchromt' }, { code: 'NC', value: 'nitrocarburiert', factor: 1.08 },
    { code: 'NR', value: 'Edelstahl 1.4057', suffix: 'Kolbenstange Edelstahl', factor: 1.45 }),
  axis('Endlagendämpfung', { code: 'D0', value: 'ohne' }, { code: 'DB', value: 'beidseitig, einstellbar', suffix: 'mit Endlagendämpfung', factor: 1.12 }),
  sealMaterial,
  testing,
  certificate,
  packaging,
]
const lines = [
  axis('Werkstoff', { code: 'ZN', value: 'Stahl, Zink-Nickel beschichtet' }, { code: 'VA', value: 'Edelstahl 1.4571', suffix: 'Edelstahl', factor: 2.8 }),
  axis('Elastomer', { code: 'NB', value: 'NBR' }, { code: 'FK', value: 'FKM', suffix: 'FKM-Ausführung', factor: 1.12 }),
  temperature,
  marking,
  testing,
  certificate,
  packaging,
]
const filters = [
  axis('Filtermaterial', { code: 'GF', value: 'Glasfaser' }, { code: 'ZL', value: 'Zellulose', suffix: 'Zellulose', factor: 0.72 },
    { code: 'DG', value: 'Edelstahl-Drahtgewebe', suffix: 'Drahtgewebe', factor: 1.6 }),
  axis('Verschmutzungsanzeige', { code: 'V0', value: 'ohne' }, { code: 'VO', value: 'optisch', factor: 1.12 },
    { code: 'VE', value: 'elektrisch, Schließer', suffix: 'mit elektrischer Anzeige', factor: 1.25 }),
  sealMaterial,
  certificate,
  packaging,
]
const seals = [
  temperature,
  axis('Zulassung', { code: 'A0', value: 'ohne' }, { code: 'FDA', value: 'FDA-konform', suffix: 'FDA-konform', factor: 1.35 },
    { code: 'KTW', value: 'KTW / W270 (Trinkwasser)', suffix: 'Trinkwasserzulassung', factor: 1.3 }),
  axis('Lieferform', { code: 'LL', value: 'lose' }, { code: 'LM', value: 'auf Montagehülse', factor: 1.15 },
    { code: 'LB', value: 'einzeln im Beutel mit Etikett', factor: 1.02 }),
  axis('Farbe', { code: 'CS', value: 'schwarz' }, { code: 'CB', value: 'blau, metalldetektierbar', suffix: 'metalldetektierbar', factor: 1.4 },
    { code: 'CW', value: 'weiß', factor: 1.1 }),
  certificate,
  packaging,
]
const spareParts = [
  axis('Ausführung', { code: 'OE', value: 'Originalersatzteil' },
    { code: 'EQ', value: 'Nachbau, gleichwertig', suffix: 'gleichwertiger Nachbau', factor: 0.82 }),
  temperature,
  axis('Lieferform', { code: 'LE', value: 'Einzelteil' }, { code: 'LS', value: 'Servicesatz mit Montageanleitung', suffix: 'Servicesatz', factor: 1.12 }),
  marking,
  testing,
  certificate,
  packaging,
]

const FAMILIES: Record<MaterialGroup, Axis[]> = {
  '5S1': gearMotors, '5S2': gearMotors, '5S3': gearUnits, '5S4': gearUnits, '5S5': inverters, '5S6': motors,
  '5S7': couplings, '5S8': bearings, '5S9': pumps, '5SA': valves, '5SB': valves, '5SC': cylinders,
  '5SD': lines, '5SE': lines, '5SW': filters, SV: seals, ET: spareParts,
}

/** The option axes of a material group's variants. */
export const axesOf = (group: MaterialGroup): Axis[] => FAMILIES[group]

/** Every family, for checks (codes unique within a family, no code that looks like a revision). */
export const allFamilies = (): Axis[][] => [...new Set(Object.values(FAMILIES))]
