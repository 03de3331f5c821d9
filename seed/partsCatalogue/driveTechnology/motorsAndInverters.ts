import { de, kg, kw, list, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { couplingForPower, couplingUid, FAN_COVER_FRAMES, fanCoverUid, frameNumber, FU_230, FU_400, MOTOR_FRAME_2P, MOTOR_FRAME_4P, MOTOR_POWERS, motorUid, POPULAR_POWERS, umrichterFor, umrichterUid } from '../sharedSizes'

/* Frequency inverters (230 V and 400 V) and IE3 three-phase motors (2 and 4 poles). */

export function inverters(): PartSpec[] {
  const currents400: Record<string, number> = { '0.37': 1.3, '0.75': 2.2, '1.5': 4.1, '2.2': 5.6, '4': 9.5, '5.5': 12.5, '7.5': 16.5, '11': 23, '15': 31 }
  const currents230: Record<string, number> = { '0.37': 2.3, '0.75': 4.2, '1.5': 7, '2.2': 9.6 }
  const variants = [
    ...FU_230.map((power) => ({ power, voltage: 230 as const })),
    ...FU_400.map((power) => ({ power, voltage: 400 as const })),
  ]
  return variants.map(({ power, voltage }) => {
    const current = (voltage === 400 ? currents400 : currents230)[String(power)]
    const mains = voltage === 400 ? '3 × 380–480 V' : '1 × 200–240 V'
    return {
      uid: umrichterUid(power, voltage),
      name: `Frequenzumrichter FU ${voltage === 400 ? '3~400 V' : '1~230 V'}, ${kw(power)}`,
      short: `Kompakter Umrichter ${kw(power)} mit Netzfilter, STO und Modbus RTU.`,
      description:
        `Frequenzumrichter der Baureihe FU für Drehstrom-Asynchronmotoren bis ${kw(power)}, Netzanschluss ${mains}. ` +
        'Integrierter EMV-Filter Kategorie C2, Bremschopper, sichere Abschaltung STO (SIL 3) und Bedienteil mit ' +
        'Parameterkopierfunktion. Inbetriebnahme in wenigen Minuten über die Schnellstart-Parameter.',
      group: '5S5',
      categories: [path('Antriebstechnik', 'Frequenzumrichter')],
      attributes: [
        text('Leistung', kw(power)),
        text('Netzspannung', mains),
        text('Ausgangsstrom', `${de(current, 1)} A`),
        text('Ausgangsfrequenz', '0–599 Hz'),
        text('Schutzart', 'IP20'),
        text('Gewicht', kg(0.9 + power * 0.45)),
        list('Schnittstellen', ['Modbus RTU', 'CANopen', 'PROFINET (Optionsmodul)', 'EtherCAT (Optionsmodul)']),
      ],
      net: 210 + 95 * power ** 0.9 + (voltage === 230 ? -20 : 0),
      image: 'umrichter',
      weight: power <= 2.2 ? 75 : 45,
    } satisfies PartSpec
  })
}

export function threePhaseMotors(): PartSpec[] {
  return MOTOR_POWERS.flatMap((power, index) =>
    ([4, 2] as const).map((poles) => {
      const frame = (poles === 4 ? MOTOR_FRAME_4P : MOTOR_FRAME_2P)[String(power)]
      const speed = poles === 4 ? 1380 + index * 12 : 2800 + index * 15
      const fanFrame = FAN_COVER_FRAMES.find((size) => size === frameNumber(frame))
      return {
        uid: motorUid(power, poles),
        name: `Drehstrom-Normmotor IE3 ${kw(power)}, ${poles}-polig, Baugröße ${frame}`,
        short: `Energieeffizienter Asynchronmotor ${kw(power)}, ${speed} min⁻¹, 230/400 V, 50 Hz.`,
        description:
          `Oberflächengekühlter Drehstrom-Asynchronmotor nach IEC 60034 in Effizienzklasse IE3, Baugröße ${frame}, ` +
          `${poles}-polig mit ${speed} min⁻¹ Nenndrehzahl. Aluminiumgehäuse, Isolierstoffklasse F mit Ausnutzung B, ` +
          'für den Betrieb am Frequenzumrichter geeignet. Klemmenkasten um 4 × 90° drehbar.',
        group: '5S6',
        categories: [path('Antriebstechnik', 'Elektromotoren', 'Drehstrom-Normmotoren')],
        attributes: [
          text('Leistung', kw(power)),
          text('Drehzahl', `${speed} min⁻¹`),
          text('Baugröße', frame),
          text('Spannung', '230/400 V Δ/Y, 50 Hz'),
          text('Effizienzklasse', 'IE3'),
          text('Gewicht', kg(6 + 8.5 * power ** 0.85)),
          list('Bauformen', ['B3', 'B5', 'B14', 'B35', 'V1']),
        ],
        net: 150 + 120 * power ** 0.9,
        image: 'motor',
        weight: poles === 4 ? (POPULAR_POWERS.has(power) ? 70 : 45) : 25,
        mkz: 2,
        required: [couplingUid(couplingForPower(power))],
        optional: [umrichterFor(power), ...(fanFrame ? [fanCoverUid(fanFrame)] : [])],
      } satisfies PartSpec
    }),
  )
}
