import { kg, list, pad2, path, text } from '../format'
import type { PartSpec } from '../partSpec'
import { reliefValveUid, throttleValveUid } from '../sharedSizes'

/* Hydraulic valves: directional, pressure relief, check and throttle check valves. */

export function directionalValves(): PartSpec[] {
  const symbols = { E: 'Mittelstellung gesperrt', J: 'A und B zum Tank entlastet', G: 'P nach T umlaufend', H: 'alle Anschlüsse verbunden' }
  return ([6, 10] as const).flatMap((size) =>
    (Object.keys(symbols) as (keyof typeof symbols)[]).flatMap((symbol) =>
      (['24DC', '230AC'] as const).map((voltage) => ({
        uid: `5SA-WV${pad2(size)}-${symbol}-${voltage}`,
        name: `4/3-Wegeventil NG ${size}, Symbol ${symbol}, ${voltage === '24DC' ? '24 V DC' : '230 V AC'}`,
        short: `Magnetbetätigtes Wegeschieberventil NG ${size} (${symbols[symbol]}), bis 315 bar.`,
        description:
          `Direktgesteuertes 4/3-Wegeschieberventil in Nenngröße ${size} (${size === 6 ? 'CETOP 03' : 'CETOP 05'}) mit ` +
          `nassen Schaltmagneten ${voltage === '24DC' ? '24 V DC' : '230 V AC (mit Gleichrichterstecker)'}. ` +
          `Schaltsymbol ${symbol}: ${symbols[symbol]}. Mit Handnotbetätigung; Anschlussbild nach ISO 4401.`,
        group: '5SA' as const,
        categories: [path('Hydraulik', 'Ventile', 'Wegeventile')],
        attributes: [
          text('Nenngröße', `NG ${size} (${size === 6 ? 'CETOP 03' : 'CETOP 05'})`),
          text('Schaltsymbol', symbol),
          text('Nenndruck', '315 bar'),
          text('Max. Volumenstrom', `${size === 6 ? 80 : 120} l/min`),
          text('Spannung', voltage === '24DC' ? '24 V DC' : '230 V AC'),
          text('Gewicht', kg(size === 6 ? 1.5 : 4.3)),
          list('Ausstattung', ['Handnotbetätigung', 'Gerätestecker EN 175301-803', 'Stecker mit LED (optional)']),
        ],
        net: (size === 6 ? 165 : 295) + (voltage === '230AC' ? 12 : 0),
        image: 'ventil' as const,
        weight: symbol === 'E' || symbol === 'J' ? 55 : 30,
        optional: [reliefValveUid(size, 200)],
      })),
    ),
  )
}

export function pressureAndFlowValves(): PartSpec[] {
  const relief = ([6, 10, 20] as const).flatMap((size, index) =>
    [100, 200, 315].map((pressure) => ({
      uid: reliefValveUid(size, pressure),
      name: `Druckbegrenzungsventil NG ${size}, einstellbar bis ${pressure} bar`,
      short: `Direktgesteuertes Druckbegrenzungsventil NG ${size}, Einstellbereich bis ${pressure} bar.`,
      description:
        `Druckbegrenzungsventil in Sitzbauweise für Plattenaufbau NG ${size}. Einstellbereich bis ${pressure} bar über ` +
        'Stellschraube mit Kontermutter, wahlweise mit abschließbarem Drehknopf. Sichert Pumpen und Verbraucher gegen Überlast.',
      group: '5SB' as const,
      categories: [path('Hydraulik', 'Ventile', 'Druckventile')],
      attributes: [
        text('Nenngröße', `NG ${size}`),
        text('Einstellbereich', `bis ${pressure} bar`),
        text('Max. Volumenstrom', `${[60, 120, 250][index]} l/min`),
        text('Gewicht', kg([1.2, 2.4, 4.8][index])),
      ],
      net: [118, 168, 265][index],
      image: 'ventil' as const,
      weight: pressure === 200 ? 40 : 20,
    })),
  )
  const checks = ['1/4', '3/8', '1/2', '3/4', '1'].map((thread, index) => ({
    uid: `5SB-RV-G${thread.replace('/', '')}`,
    name: `Rückschlagventil Rohreinbau G ${thread}`,
    short: `Inline-Rückschlagventil G ${thread}, Öffnungsdruck 0,5 bar, bis 315 bar.`,
    description:
      `Rückschlagventil zum Einschrauben in Rohrleitungen mit Innengewinde G ${thread}. Stahlgehäuse verzinkt, ` +
      'Kegelsitz mit Feder, Öffnungsdruck 0,5 bar. Sperrt den Rückfluss leckagefrei.',
    group: '5SB' as const,
    categories: [path('Hydraulik', 'Ventile', 'Sperrventile')],
    attributes: [
      text('Anschluss', `G ${thread}`),
      text('Nenndruck', '315 bar'),
      text('Öffnungsdruck', '0,5 bar'),
      text('Gewicht', kg([0.15, 0.22, 0.35, 0.6, 0.95][index])),
    ],
    net: [14, 17, 22, 31, 44][index],
    image: 'ventil' as const,
    weight: 25,
    tiers: [5, 10, 25],
  }))
  const throttles = ([6, 10] as const).map((size) => ({
    uid: throttleValveUid(size),
    name: `Drosselrückschlagventil NG ${size}, Zwischenplattenbauweise`,
    short: `Zweiseitig wirkendes Drosselrückschlagventil NG ${size} für die Zu- oder Ablaufdrosselung.`,
    description:
      `Drosselrückschlagventil als Zwischenplatte NG ${size} zur Geschwindigkeitsregelung von Zylindern. Wirkt in A und B, ` +
      'umbaubar von Zulauf- auf Ablaufdrosselung. Feinfühlige Einstellung über Drehknopf mit Skala.',
    group: '5SB' as const,
    categories: [path('Hydraulik', 'Ventile', 'Stromventile')],
    attributes: [text('Nenngröße', `NG ${size}`), text('Nenndruck', '315 bar'), text('Gewicht', kg(size === 6 ? 0.8 : 1.9))],
    net: size === 6 ? 78 : 132,
    image: 'ventil' as const,
    weight: 35,
  }))
  return [...relief, ...checks, ...throttles]
}
