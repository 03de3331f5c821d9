import { de, kg, list, pad3, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { hoseAssemblyUid } from '../sharedSizes'

/* Hydraulic hoses by the metre, ready-made hose assemblies and compression fittings. */

export function hoses(): PartSpec[] {
  const sizes = [6, 8, 10, 12, 16, 20, 25]
  const inches = ['1/4″', '5/16″', '3/8″', '1/2″', '5/8″', '3/4″', '1″']
  const pressures = { '1SN': [225, 215, 180, 160, 130, 105, 88], '2SN': [400, 350, 330, 275, 250, 215, 165] }
  const prices = [3.4, 3.9, 4.5, 5.2, 6.9, 9.1, 12.4]
  const meterware = (['1SN', '2SN'] as const).flatMap((type) =>
    sizes.map((size, index) => ({
      uid: `5SD-HS-${type}-DN${size}`,
      name: `Hydraulikschlauch ${type} DN ${size} (${inches[index]}), Meterware`,
      short: `${type === '1SN' ? 'Ein' : 'Zwei'}fach stahldrahtgeflochtener Schlauch DN ${size}, bis ${pressures[type][index]} bar, je Meter.`,
      description:
        `Hydraulikschlauch nach EN 853 ${type} mit ${type === '1SN' ? 'einer' : 'zwei'} Stahldrahtgeflechteinlage(n), ` +
        `Seele aus NBR, Decke abriebfest und ozonbeständig. Nennweite DN ${size} (${inches[index]}), Betriebsdruck bis ` +
        `${pressures[type][index]} bar, Temperaturbereich −40 °C bis +100 °C. Abgelängt in Schritten von 0,5 m.`,
      group: '5SD' as const,
      categories: [path('Hydraulik', 'Schläuche und Armaturen', 'Hydraulikschläuche')],
      attributes: [
        text('Nennweite', `DN ${size} (${inches[index]})`),
        text('Betriebsdruck', `${pressures[type][index]} bar`),
        text('Mindestbiegeradius', `${[100, 115, 130, 180, 200, 240, 300][index] - (type === '1SN' ? 10 : 0)} mm`),
        text('Gewicht', `${de((0.2 + index * 0.12) * (type === '2SN' ? 1.5 : 1), 2)} kg/m`),
        list('Normen', [`EN 853 ${type}`, `SAE 100R${type === '1SN' ? '1AT' : '2AT'}`, 'MSHA-zugelassen']),
      ],
      net: prices[index] * (type === '2SN' ? 1.35 : 1),
      image: 'leitung' as const,
      weight: type === '2SN' && size >= 10 && size <= 16 ? 60 : 35,
      unit: 'm' as const,
      minimumQuantity: 1,
      quantityStepSize: 0.5,
      tiers: [5, 10, 25],
      mkz: 3,
    })),
  )
  const assemblies = ([10, 12] as const).flatMap((size) =>
    [500, 1000, 1500].map((length) => ({
      uid: hoseAssemblyUid(size, length),
      name: `Schlauchleitung 2SN DN ${size}, ${length} mm, DKOL-Armaturen`,
      short: `Einbaufertige Schlauchleitung DN ${size}, Länge ${length} mm, beidseitig Dichtkegel mit O-Ring.`,
      description:
        `Fertig verpresste Schlauchleitung aus Hydraulikschlauch EN 853 2SN DN ${size} mit Pressarmaturen DKOL ` +
        `(${size === 10 ? 'M18 × 1,5' : 'M22 × 1,5'}) an beiden Enden. Länge ${length} mm von Dichtkante zu Dichtkante, ` +
        'mit Prüfprotokoll und Herstelldatum auf der Pressfassung.',
      group: '5SD' as const,
      categories: [path('Hydraulik', 'Schläuche und Armaturen', 'Schlauchleitungen')],
      attributes: [
        text('Nennweite', `DN ${size}`),
        text('Länge', `${length} mm`),
        text('Nenndruck', `${size === 10 ? 330 : 275} bar`),
        text('Anschluss', `DKOL ${size === 10 ? 'M18 × 1,5 (12L)' : 'M22 × 1,5 (15L)'}`),
      ],
      net: (size === 10 ? 19 : 23) + (length / 1000) * (size === 10 ? 6.1 : 7),
      image: 'leitung' as const,
      weight: 30,
      tiers: [5, 10, 25],
    })),
  )
  return [...meterware, ...assemblies]
}

export function fittings(): PartSpec[] {
  const tubes = [6, 8, 10, 12, 15, 18]
  const threads = ['G 1/8', 'G 1/4', 'G 1/4', 'G 3/8', 'G 1/2', 'G 1/2']
  const prices = [2.4, 2.6, 2.9, 3.4, 4.6, 5.3]
  const forms = {
    GE: { name: 'Gerade Einschraubverschraubung', factor: 1 },
    WV: { name: 'Winkelverschraubung', factor: 1.6 },
    TV: { name: 'T-Verschraubung', factor: 2.1 },
  }
  return (Object.keys(forms) as (keyof typeof forms)[]).flatMap((form) =>
    tubes.map((tube, index) => {
      const pressure = tube <= 15 ? 315 : 160
      return {
        uid: `5SE-${form}-${pad3(tube)}L`,
        name: `${forms[form].name} ${tube}L${form === 'GE' ? ` – ${threads[index]}` : ''}`,
        short: `Schneidringverschraubung Baureihe L für Rohr-Ø ${tube} mm, Stahl verzinkt, ${pressure} bar.`,
        description:
          `${forms[form].name} nach DIN EN ISO 8434-1 für Präzisionsstahlrohr mit Außendurchmesser ${tube} mm, ` +
          `Baureihe L (leicht), komplett mit Mutter und Schneidring. ` +
          (form === 'GE' ? `Einschraubzapfen ${threads[index]} mit Weichdichtung (ED). ` : '') +
          'Oberfläche Zink-Nickel, chrom(VI)-frei, über 720 h Salzsprühnebelbeständigkeit.',
        group: '5SE' as const,
        categories: [path('Hydraulik', 'Schläuche und Armaturen', 'Verschraubungen')],
        attributes: [
          text('Rohr-Außendurchmesser', `${tube} mm`),
          text('Baureihe', 'L (leicht)'),
          ...(form === 'GE' ? [text('Anschluss', threads[index])] : []),
          text('Nenndruck', `${pressure} bar`),
          text('Gewicht', kg((0.03 + index * 0.025) * forms[form].factor)),
          list('Dichtformen', form === 'GE' ? ['Weichdichtung (ED)', 'Dichtkante (Form B)'] : ['Schneidring', 'Dichtkegel mit O-Ring']),
        ],
        net: prices[index] * forms[form].factor,
        image: 'leitung' as const,
        weight: form === 'GE' && tube >= 10 && tube <= 15 ? 50 : 25,
        tiers: [5, 10, 25],
        commentOptional: true,
      }
    }),
  )
}
