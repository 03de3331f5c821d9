import { de, kg, kw, list, pad3, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { couplingForPower, couplingUid, MOTOR_POWERS, motorUid } from '../sharedSizes'

/* Gearboxes with IEC adapter: spur gear (R) and bevel gear (K) units. */

export function spurGearboxes(): PartSpec[] {
  const sizes = [17, 27, 37, 47, 57, 67, 77, 87]
  const torques = [85, 130, 200, 400, 600, 820, 1550, 2700]
  const weights = [6, 9, 14, 22, 30, 42, 68, 105]
  const prices = [310, 390, 470, 620, 820, 1080, 1620, 2450]
  return sizes.flatMap((size, index) =>
    [8, 25].map((ratio) => {
      const motorPower = MOTOR_POWERS[index]
      return {
        uid: `5S3-SG-R${size}-${pad3(ratio * 10)}`,
        name: `Stirnradgetriebe R${size}, i = ${de(ratio, 1)}, mit IEC-Adapter`,
        short: `Koaxiales Stirnradgetriebe Baugröße R${size} für IEC-Normmotoren, max. ${torques[index]} Nm.`,
        description:
          `Zwei- bzw. dreistufiges Stirnradgetriebe Baugröße R${size} mit IEC-Adapter für Normmotoren bis ${kw(motorPower)}. ` +
          `Max. Abtriebsdrehmoment ${torques[index]} Nm, Übersetzung i = ${de(ratio, 1)}. Gehäuse aus Grauguss EN-GJL-200, ` +
          'einsatzgehärtete und geschliffene Verzahnung, Lebensdauerschmierung.',
        group: '5S3',
        categories: [path('Antriebstechnik', 'Getriebe', 'Stirnradgetriebe')],
        attributes: [
          text('Baugröße', `R${size}`),
          text('Übersetzung', `i = ${de(ratio, 1)}`),
          text('Max. Abtriebsdrehmoment', `${torques[index]} Nm`),
          text('Antriebsdrehzahl', '1400 min⁻¹'),
          text('Gewicht', kg(weights[index])),
          list('Bauformen', ['M1', 'M2', 'M3', 'M4', 'M5', 'M6']),
        ],
        net: prices[index] * (ratio === 25 ? 1.1 : 1),
        image: 'getriebe',
        weight: index >= 2 && index <= 4 ? 60 : 30,
        required: [couplingUid(couplingForPower(motorPower))],
        optional: [motorUid(motorPower)],
      } satisfies PartSpec
    }),
  )
}

export function bevelGearboxes(): PartSpec[] {
  const sizes = [37, 47, 57, 67, 77, 87]
  const torques = [200, 400, 600, 820, 1550, 2700]
  const prices = [620, 780, 980, 1290, 1890, 2850]
  return sizes.flatMap((size, index) =>
    [12.5, 40].map((ratio) => {
      const motorPower = MOTOR_POWERS[Math.min(index + 2, MOTOR_POWERS.length - 1)]
      return {
        uid: `5S4-KG-K${size}-${pad3(ratio * 10)}`,
        name: `Kegelradgetriebe K${size}, i = ${de(ratio, 1)}, mit IEC-Adapter`,
        short: `Rechtwinkliges Kegelradgetriebe Baugröße K${size}, max. ${torques[index]} Nm, Vollwelle.`,
        description:
          `Kegelradgetriebe Baugröße K${size} mit IEC-Adapter für Motoren bis ${kw(motorPower)}. Drei Verzahnungsstufen, ` +
          `Wirkungsgrad über 94 %, max. Abtriebsdrehmoment ${torques[index]} Nm. Universell montierbar dank bearbeiteter ` +
          'Gehäuseflächen; Entlüftungsventil und Ölstandsschraube lagenrichtig vormontiert.',
        group: '5S4',
        categories: [path('Antriebstechnik', 'Getriebe', 'Kegelradgetriebe')],
        attributes: [
          text('Baugröße', `K${size}`),
          text('Übersetzung', `i = ${de(ratio, 1)}`),
          text('Max. Abtriebsdrehmoment', `${torques[index]} Nm`),
          text('Gewicht', kg(12 + index * 14)),
          list('Bauformen', ['M1', 'M2', 'M3', 'M4', 'M5', 'M6']),
        ],
        net: prices[index] * (ratio === 40 ? 1.08 : 1),
        image: 'getriebe',
        weight: index <= 2 ? 50 : 25,
        required: [couplingUid(couplingForPower(motorPower))],
        optional: [motorUid(motorPower)],
      } satisfies PartSpec
    }),
  )
}
