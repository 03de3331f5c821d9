import { de, kg, kw, list, path, text, watts } from '../format'
import type { PartSpec } from '../partSpec'
import { couplingForPower, couplingUid, MOTOR_FRAME_4P, POPULAR_POWERS, umrichterFor } from '../sharedSizes'

/* Gear motors: spur gear (SGM) and bevel gear (KGM) motors in several mountings. */

const GEAR_MOTOR_POWERS = [0.18, 0.25, 0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5, 7.5]
const GEAR_MOTOR_RATIOS = [40.2, 35.1, 28.8, 24.4, 19.5, 16.2, 13.9, 11.3, 9.2, 7.6, 6.2, 5.0]
const MOUNTINGS = {
  B3: { label: 'Fußausführung B3', positions: ['B3', 'B6', 'B7', 'B8', 'V5', 'V6'] },
  B5: { label: 'Flanschausführung B5', positions: ['B5', 'V1', 'V3'] },
  H: { label: 'Hohlwelle mit Drehmomentstütze', positions: ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'] },
} as const

export function spurGearMotors(): PartSpec[] {
  return GEAR_MOTOR_POWERS.flatMap((power, index) =>
    (['B3', 'B5'] as const).map((mounting) => {
      const ratio = GEAR_MOTOR_RATIOS[index]
      const speed = Math.round(1400 / ratio)
      const torque = Math.round((9550 * power) / speed)
      const frame = MOTOR_FRAME_4P[String(power)]
      return {
        uid: `5S1-GM-${watts(power)}-${mounting}`,
        name: `Stirnradgetriebemotor SGM ${kw(power)}, ${MOUNTINGS[mounting].label}`,
        short: `Koaxialer Getriebemotor ${kw(power)}, n₂ = ${speed} min⁻¹, ${torque} Nm Abtriebsdrehmoment.`,
        description:
          `Stirnradgetriebemotor der Baureihe SGM mit ${power >= 0.75 ? 'IE3' : 'IE2'}-Drehstrommotor (Baugröße ${frame}) und ` +
          `zweistufigem, schrägverzahntem Stirnradgetriebe in Graugussgehäuse. Übersetzung i = ${de(ratio, 1)}, ` +
          `Abtriebsdrehmoment ${torque} Nm. Für Förderbänder, Rührwerke und Hubantriebe; Lieferung betriebsfertig mit ` +
          'Erstbefüllung Mineralöl CLP 220 und Prüfprotokoll.',
        group: '5S1',
        categories: [path('Antriebstechnik', 'Getriebemotoren', 'Stirnradgetriebemotoren')],
        attributes: [
          text('Leistung', kw(power)),
          text('Abtriebsdrehzahl', `${speed} min⁻¹`),
          text('Übersetzung', `i = ${de(ratio, 1)}`),
          text('Abtriebsdrehmoment', `${torque} Nm`),
          text('Motorbaugröße', frame),
          text('Schutzart', 'IP55'),
          text('Gewicht', kg(9 + 11 * power ** 0.8)),
          list('Bauformen', [...MOUNTINGS[mounting].positions]),
        ],
        net: (380 + 210 * power ** 0.85) * (mounting === 'B5' ? 1.08 : 1),
        image: 'getriebemotor',
        weight: (POPULAR_POWERS.has(power) ? 80 : 40) + (mounting === 'B3' ? 5 : 0),
        required: [couplingUid(couplingForPower(power))],
        optional: [umrichterFor(power)],
      } satisfies PartSpec
    }),
  )
}

export function bevelGearMotors(): PartSpec[] {
  const powers = [0.37, 0.75, 1.5, 2.2, 4, 7.5]
  const ratios = [42.5, 31.2, 22.4, 17.8, 12.6, 8.9]
  return powers.flatMap((power, index) =>
    (['B3', 'B5', 'H'] as const).map((mounting) => {
      const speed = Math.round(1400 / ratios[index])
      const torque = Math.round((9550 * power) / speed)
      const hollow = mounting === 'H'
      return {
        uid: `5S2-KM-${watts(power)}-${mounting}`,
        name: `Kegelradgetriebemotor KGM ${kw(power)}, ${MOUNTINGS[mounting].label}`,
        short: `Rechtwinkliger Getriebemotor ${kw(power)}, n₂ = ${speed} min⁻¹, Wirkungsgrad bis 96 %.`,
        description:
          `Kegelradgetriebemotor der Baureihe KGM: dreistufiges Getriebe mit Kegelradstufe, IE3-Motor (Baugröße ` +
          `${MOTOR_FRAME_4P[String(power)]}) und Abtriebsdrehmoment ${torque} Nm. ` +
          (hollow
            ? 'Die Hohlwelle mit Passfedernut wird direkt auf die Maschinenwelle gesteckt; die Drehmomentstütze ist im Lieferumfang.'
            : 'Vollwelle mit Passfeder nach DIN 6885, Verbindung zur Maschine über eine elastische Kupplung.') +
          ' Ideal bei beengtem Einbauraum, z. B. an Rollenbahnen und Hubtischen.',
        group: '5S2',
        categories: [
          path('Antriebstechnik', 'Getriebemotoren', 'Kegelradgetriebemotoren'),
          ...(hollow ? [path('Antriebstechnik', 'Getriebemotoren', 'Hohlwellenausführung')] : []),
        ],
        attributes: [
          text('Leistung', kw(power)),
          text('Abtriebsdrehzahl', `${speed} min⁻¹`),
          text('Übersetzung', `i = ${de(ratios[index], 1)}`),
          text('Abtriebsdrehmoment', `${torque} Nm`),
          text('Abtriebswelle', hollow ? 'Hohlwelle' : 'Vollwelle'),
          text('Gewicht', kg(14 + 13 * power ** 0.8)),
          list('Bauformen', [...MOUNTINGS[mounting].positions]),
        ],
        net: (560 + 290 * power ** 0.85) * (hollow ? 1.12 : mounting === 'B5' ? 1.06 : 1),
        image: 'getriebemotor',
        weight: (POPULAR_POWERS.has(power) ? 70 : 35) + (hollow ? 5 : 0),
        required: hollow ? [] : [couplingUid(couplingForPower(power))],
        optional: [umrichterFor(power)],
      } satisfies PartSpec
    }),
  )
}
