import { kg, list, pad3, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { CYLINDER_BORES, hoseAssemblyUid, ROD_FOR_BORE, sealKitUid, throttleValveUid } from '../sharedSizes'

/* Double-acting hydraulic cylinders by bore and stroke. */

export function cylinders(): PartSpec[] {
  const ports = ['G 1/4', 'G 3/8', 'G 1/2', 'G 1/2', 'G 3/4', 'G 3/4']
  const bases = [240, 290, 360, 470, 640, 890]
  const perHundred = [18, 22, 28, 36, 48, 65]
  return CYLINDER_BORES.flatMap((bore, index) =>
    [100, 200, 400].map((stroke) => {
      const rod = ROD_FOR_BORE[bore]
      return {
        uid: `5SC-DZ-${pad3(bore)}-${pad3(stroke)}`,
        name: `Hydraulikzylinder DZ ${bore}/${rod} × ${stroke} mm`,
        short: `Doppeltwirkender Differentialzylinder Kolben-Ø ${bore} mm, Hub ${stroke} mm, 250 bar.`,
        description:
          `Doppeltwirkender Hydraulikzylinder in Rundbauweise, Kolben-Ø ${bore} mm, Kolbenstange Ø ${rod} mm hartverchromt, ` +
          `Hub ${stroke} mm. Nenndruck 250 bar, einstellbare Endlagendämpfung beidseitig, Anschlüsse ${ports[index]}. ` +
          'Dichtungen aus PU und PTFE für Hydrauliköle HLP nach DIN 51524.',
        group: '5SC' as const,
        categories: [path('Hydraulik', 'Hydraulikzylinder', 'Differentialzylinder')],
        attributes: [
          text('Kolbendurchmesser', `${bore} mm`),
          text('Stangendurchmesser', `${rod} mm`),
          text('Hub', `${stroke} mm`),
          text('Nenndruck', '250 bar'),
          text('Anschluss', ports[index]),
          text('Gewicht', kg(2.5 + index * 2.2 + (stroke / 100) * (0.6 + index * 0.5))),
          list('Bauformen', ['Kopfflansch', 'Bodenflansch', 'Schwenkauge', 'Fußbefestigung']),
        ],
        net: bases[index] + (perHundred[index] * stroke) / 100,
        image: 'zylinder' as const,
        weight: stroke === 200 ? 55 : 35,
        required: [sealKitUid(bore)],
        optional: [throttleValveUid(bore <= 50 ? 6 : 10), hoseAssemblyUid(bore <= 50 ? 10 : 12, 1000)],
      }
    }),
  )
}
