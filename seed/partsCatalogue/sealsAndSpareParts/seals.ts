import { list, pad3, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { CYLINDER_BORES } from '../sharedSizes'

/* Seals: rod seals, piston seals and radial shaft seals. */

export function seals(): PartSpec[] {
  const rodSeals = [22, 28, 36, 45, 56, 70].map((rod, index) => ({
    uid: `SV-SD-${pad3(rod)}`,
    name: `Stangendichtung Nutring ${rod} × ${rod + 10} × 8 mm, PU`,
    short: `Nutring aus Polyurethan 93 Shore A für Kolbenstangen Ø ${rod} mm.`,
    description:
      `Einfachwirkende Stangendichtung (Nutring) aus Polyurethan 93 Shore A für Stangen-Ø ${rod} mm, ` +
      'Nutabmessungen nach ISO 5597. Einsatzbereich bis 400 bar, −35 °C bis +110 °C, Gleitgeschwindigkeit bis 0,5 m/s.',
    group: 'SV' as const,
    categories: [path('Dichtungstechnik', 'Hydraulikdichtungen', 'Stangendichtungen')],
    attributes: [text('Abmessungen', `${rod} × ${rod + 10} × 8 mm`), text('Werkstoff', 'PU 93 Shore A'), text('Nenndruck', '400 bar')],
    net: [2.8, 3.2, 3.9, 4.7, 5.8, 7.4][index],
    image: 'dichtung' as const,
    weight: 30,
    tiers: [5, 10, 25],
    commentOptional: true,
  }))
  const pistonSeals = CYLINDER_BORES.map((bore, index) => ({
    uid: `SV-KD-${pad3(bore)}`,
    name: `Kompaktdichtung Kolben Ø ${bore} mm, doppeltwirkend`,
    short: `Fünfteilige Kolbendichtung mit Stützringen und Führungsbändern für Zylinder-Ø ${bore} mm.`,
    description:
      `Doppeltwirkende Kompaktdichtung für Kolben-Ø ${bore} mm: NBR-Dichtelement, zwei Stützringe aus POM und zwei ` +
      'Führungsringe. Leckagearm und unempfindlich gegen Druckspitzen bis 400 bar.',
    group: 'SV' as const,
    categories: [path('Dichtungstechnik', 'Hydraulikdichtungen', 'Kolbendichtungen')],
    attributes: [text('Bohrungsdurchmesser', `${bore} mm`), text('Werkstoff', 'NBR, POM'), text('Nenndruck', '400 bar')],
    net: [6.9, 7.8, 9.4, 11.6, 15.2, 19.8][index],
    image: 'dichtung' as const,
    weight: 30,
    tiers: [5, 10, 25],
    commentOptional: true,
  }))
  const shaftSeals: [number, number, number, number][] = [
    [20, 35, 7, 1.1], [25, 40, 7, 1.2], [30, 47, 7, 1.35], [35, 52, 7, 1.5], [40, 62, 8, 1.9], [45, 62, 8, 2.05], [50, 72, 8, 2.4],
  ]
  const radial = shaftSeals.map(([d, outer, width, price]) => ({
    uid: `SV-RWDR-${d}-${outer}-${width}`,
    name: `Radialwellendichtring BASL ${d} × ${outer} × ${width}, NBR`,
    short: `Wellendichtring ${d} × ${outer} × ${width} mm mit Schutzlippe, verpackt zu 10 Stück.`,
    description:
      `Radialwellendichtring Form BASL nach DIN 3760 aus NBR 70 Shore A mit Staubschutzlippe und Zugfeder aus Federstahl. ` +
      `Abmessungen ${d} × ${outer} × ${width} mm. Verpackungseinheit 10 Stück; Preis und Menge beziehen sich auf ein Stück.`,
    group: 'SV' as const,
    categories: [path('Dichtungstechnik', 'Radialwellendichtringe'), path('Ersatzteile', 'Getriebe')],
    attributes: [
      text('Abmessungen (d × D × b)', `${d} × ${outer} × ${width} mm`),
      text('Werkstoff', 'NBR 70 Shore A'),
      text('Verpackungseinheit', '10 Stück'),
      list('Bauformen', ['BASL (mit Schutzlippe)']),
    ],
    net: price,
    image: 'dichtung' as const,
    weight: 35,
    minimumQuantity: 10,
    quantityStepSize: 10,
    tiers: [25, 50, 100],
    commentOptional: true,
  }))
  return [...rodSeals, ...pistonSeals, ...radial]
}
