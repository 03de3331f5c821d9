import { availableModes } from '@/src/domain/cart/deliveryMode'
import { offeredPaymentMethods } from '@/src/domain/cart/payment'
import { ceilToMinutes, zoned } from '@/src/domain/schedule/clock'
import type { DeliveryMode } from '@/src/domain/delivery/types'

import { DEMO_QR_CODES } from '../site/qrCodes'
import { MEALS, momentWithin, openingHours, type DemoDay } from './calendar'
import { someCustomer, type DemoCustomer } from './customers'
import type { SeededRandom, Weighted } from './random'
import type { DemoBranch, DemoBranchKey, DemoCode, DemoProduct, DemoProductKey, DemoRefs, DemoTable } from './refs'

/** How an order of the history ended: most are completed, a few cancelled or rejected. */
type Outcome = 'completed' | 'canceled' | 'rejected'

type PlannedLine = { product: DemoProduct; amount: number; unit: string }

/** One order of the demo history before the checkout checks and prices it. */
export type PlannedOrder = {
  key: string
  branch: DemoBranch
  at: Date
  mode: DeliveryMode
  table: DemoTable | null
  code: DemoCode | null
  lines: PlannedLine[]
  customer: DemoCustomer
  paymentMethod: string
  delivery: { area: string; street: string; zipCode: string; city: string } | null
  appointment: string | null
  comment: string | null
  outcome: Outcome
  /** Minutes from placing to the last status change. */
  settledAfter: number
  rejectionMessage: string | null
}

/** Orders per opening day (Thursday = 1) and the modes guests choose, per branch. */
const DEMAND: Record<DemoBranchKey, { perDay: number; modes: Weighted<DeliveryMode> }> = {
  'wien-mariahilf': { perDay: 5.8, modes: [['takeaway', 45], ['delivery', 30], ['dineIn', 25]] },
  'graz-lend': { perDay: 3.3, modes: [['dineIn', 60], ['takeaway', 40]] },
  'linz-urfahr': { perDay: 1.6, modes: [['takeaway', 1]] },
}

/** More orders towards the weekend: Monday … Sunday (on open days). */
const WEEKDAY_FACTOR = [0.8, 0.85, 0.95, 1, 1.35, 1.5, 1.1]

const MAINS: Weighted<DemoProductKey> = [
  ['wiener-schnitzel', 34], ['schweinsbraten', 26], ['tafelspitz', 18], ['kaesespaetzle-klein', 10], ['vogerlsalat', 6], ['frittatensuppe', 6],
]
const STARTERS: Weighted<DemoProductKey> = [['frittatensuppe', 50], ['vogerlsalat', 30], ['kaesespaetzle-klein', 20]]
const DESSERTS: Weighted<DemoProductKey> = [['apfelstrudel', 55], ['sachertorte', 45]]
const LUNCH_DRINKS: Weighted<DemoProductKey> = [['almdudler', 40], ['apfelsaft', 35], ['zipfer', 15], ['gruener-veltliner', 10]]
const DINNER_DRINKS: Weighted<DemoProductKey> = [['almdudler', 20], ['apfelsaft', 20], ['zipfer', 32], ['gruener-veltliner', 28]]
/** Delicatessen to take home: product, unit and the amounts guests choose. */
const DELICATESSEN: Weighted<[DemoProductKey, string, number[]]> = [
  [['bergkaese', 'kg', [0.25, 0.3, 0.5]], 45],
  [['kuerbiskernoel', 'l', [0.25, 0.5, 1]], 35],
  [['speck', 'amount', [1, 2]], 20],
]
const PARTY_SIZE: Weighted<number> = [[1, 35], [2, 40], [3, 12], [4, 10], [5, 3]]

const STREETS: Record<string, string[]> = {
  '1060': ['Gumpendorfer Straße', 'Mariahilfer Straße', 'Stumpergasse', 'Webgasse', 'Otto-Bauer-Gasse'],
  '1070': ['Neubaugasse', 'Burggasse', 'Zieglergasse', 'Kaiserstraße', 'Lindengasse'],
  '1150': ['Märzstraße', 'Hütteldorfer Straße', 'Reindorfgasse', 'Goldschlagstraße', 'Schweglerstraße'],
}
const COMMENTS = ['Bitte ohne Zwiebel.', 'Bitte Besteck mitgeben.', 'Eine Portion bitte ohne Preiselbeeren.', 'Wir sitzen im Schanigarten.', 'Kinderportion möglich?']
const DELIVERY_COMMENTS = ['Bitte im Hof läuten.', 'Bitte bei Top 12 läuten, Lift ist vorhanden.', 'Bitte anrufen, die Klingel ist defekt.']
const REJECTIONS = [
  'Die Küche ist gerade voll ausgelastet. Bitte versuchen Sie es später noch einmal.',
  'Leider ist ein Gericht Ihrer Bestellung heute bereits ausverkauft.',
]
const DELIVERY_REJECTIONS = ['Leider können wir Ihre Adresse heute nicht beliefern.', ...REJECTIONS]

const isLunch = (at: Date) => zoned(at).hour < 15

/** The lines of a party's order: a main course each, sometimes a starter, a dessert or drinks; delicatessen now and then. */
function basket(random: SeededRandom, products: DemoRefs['products'], mode: DeliveryMode, at: Date): PlannedLine[] {
  const amounts = new Map<string, PlannedLine>()
  const add = (key: DemoProductKey, amount = 1, unit = 'amount') => {
    const product = products.get(key)
    if (!product) return
    const id = `${key}:${unit}`
    const line = amounts.get(id)
    if (line) line.amount = Math.round((line.amount + amount) * 100) / 100
    else amounts.set(id, { product, amount, unit })
  }
  const lunch = isLunch(at)
  const persons = random.weighted(PARTY_SIZE)
  for (let person = 0; person < persons; person++) {
    add(random.weighted(MAINS))
    if (random.chance(lunch ? 0.15 : 0.35)) add(random.weighted(STARTERS))
    // One guest alone on delivery always takes a drink and a dessert: the minimum order value is reached.
    const alone = persons === 1 && mode === 'delivery'
    if (alone || random.chance(lunch ? 0.2 : 0.35)) add(random.weighted(DESSERTS))
    if (alone || random.chance(mode === 'dineIn' ? 0.85 : 0.5)) add(random.weighted(lunch ? LUNCH_DRINKS : DINNER_DRINKS))
  }
  if (mode === 'takeaway' && random.chance(0.08)) {
    const [key, unit, choices] = random.weighted(DELICATESSEN)
    add(key, random.pick(choices), unit)
  }
  return [...amounts.values()]
}

/** The appointment a branch requires: a quarter hour 20 to 60 minutes after ordering, within the hours (else none found). */
function appointmentFor(random: SeededRandom, branch: DemoBranch, mode: DeliveryMode, day: DemoDay, at: Date): string | null {
  const wanted = ceilToMinutes(zoned(new Date(at.getTime() + random.int(20, 60) * 60_000)), 15)
  const open = openingHours(branch.context.branch, mode, day)
  const fits = open.some((interval) => wanted.toMillis() >= interval.start.getTime() && wanted.toMillis() < interval.end.getTime())
  return fits ? wanted.toISO() : null
}

/** How the order ended and after how many minutes. */
function outcomeOf(random: SeededRandom, mode: DeliveryMode): Pick<PlannedOrder, 'outcome' | 'settledAfter' | 'rejectionMessage'> {
  const roll = random.next()
  if (roll < (mode === 'delivery' ? 0.05 : 0.03)) {
    return { outcome: 'rejected', settledAfter: random.int(1, 8), rejectionMessage: random.pick(mode === 'delivery' ? DELIVERY_REJECTIONS : REJECTIONS) }
  }
  if (roll < (mode === 'delivery' ? 0.09 : 0.07)) return { outcome: 'canceled', settledAfter: random.int(3, 40), rejectionMessage: null }
  return { outcome: 'completed', settledAfter: random.int(25, 75), rejectionMessage: null }
}

/** The QR code a guest at this table or shop window came from, if any (most table guests scan the table stand). */
function codeOf(random: SeededRandom, refs: DemoRefs, branch: DemoBranch, mode: DeliveryMode, table: DemoTable | null): DemoCode | null {
  const tableCode = table ? [...refs.codes.values()].find((code) => code.tableId === table.id) : undefined
  if (tableCode) return random.chance(0.7) ? tableCode : null
  if (branch.key === 'wien-mariahilf' && mode === 'dineIn' && table?.identifier === '1') return random.chance(0.8) ? (refs.codes.get(DEMO_QR_CODES.wienTable) ?? null) : null
  if (branch.key === 'graz-lend' && mode === 'takeaway' && random.chance(0.15)) return refs.codes.get(DEMO_QR_CODES.shopWindow) ?? null
  return null
}

/** One order of a branch on a day, or null when the branch has no time for it (closed, no appointment left). */
function planOrder(random: SeededRandom, refs: DemoRefs, branch: DemoBranch, day: DemoDay, key: string): PlannedOrder | null {
  const offered = availableModes(branch.context.branch)
  const modes = DEMAND[branch.key].modes.filter(([candidate]) => offered.includes(candidate))
  if (modes.length === 0) return null
  const mode = random.weighted(modes)
  const at = momentWithin(random, day, MEALS, openingHours(branch.context.branch, mode, day), 15)
  if (!at) return null
  const appointment = branch.context.branch.isAppointmentRequired ? appointmentFor(random, branch, mode, day, at) : null
  if (branch.context.branch.isAppointmentRequired && !appointment) return null
  const table = mode === 'dineIn' && branch.tables.length ? random.pick(branch.tables) : null
  const areas = branch.context.branch.deliveryAreas ?? []
  const area = mode === 'delivery' && areas.length ? random.pick(areas) : null
  const zipCode = area?.area?.slice(0, 4) ?? ''
  const payments = offeredPaymentMethods(branch.context.settings, branch.context.branch).map((method) => method.id)
  const paymentMethod = payments.includes('atm-card') && random.chance(0.45) ? 'atm-card' : (payments.includes('cash') ? 'cash' : payments[0])
  const comments = mode === 'delivery' ? DELIVERY_COMMENTS : COMMENTS
  return {
    key,
    branch,
    at,
    mode,
    table,
    code: codeOf(random, refs, branch, mode, table),
    lines: basket(random, refs.products, mode, at),
    customer: someCustomer(random),
    paymentMethod,
    delivery: area ? { area: area.area ?? '', street: `${random.pick(STREETS[zipCode] ?? ['Hauptstraße'])} ${random.int(1, 120)}`, zipCode, city: 'Wien' } : null,
    appointment,
    comment: random.chance(0.07) ? random.pick(comments) : null,
    ...outcomeOf(random, mode),
  }
}

/** The idempotency key of a demo order: its day, branch and number ('demo-history:2026-09-14:graz-lend:03'). */
export const DEMO_ORDER_KEY_PREFIX = 'demo-history:'
const orderKey = (day: DemoDay, branch: DemoBranchKey, index: number) => `${DEMO_ORDER_KEY_PREFIX}${day.date}:${branch}:${String(index).padStart(2, '0')}`

/** The orders of a day at every demo branch (none where it is closed), by the time they were placed. */
export function planDayOrders(random: SeededRandom, refs: DemoRefs, day: DemoDay): PlannedOrder[] {
  const orders: PlannedOrder[] = []
  for (const branch of refs.branches.values()) {
    const count = random.poisson(DEMAND[branch.key].perDay * WEEKDAY_FACTOR[day.weekday - 1] * random.between(0.85, 1.15))
    for (let index = 1; index <= count; index++) {
      const order = planOrder(random, refs, branch, day, orderKey(day, branch.key, index))
      if (order && order.lines.length) orders.push(order)
    }
  }
  return orders.sort((a, b) => a.at.getTime() - b.at.getTime())
}
