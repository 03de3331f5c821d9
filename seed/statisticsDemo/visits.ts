import type { ConsentMode } from '@/src/domain/consent'
import { DEFAULT_CURRENCY } from '@/src/domain/defaults'

import { BROWSING, MEALS, momentWithin, openingHours, visitingHours, type DemoDay } from './calendar'
import type { PricedOrder } from './checkout'
import { randomDevice, type Device } from './devices'
import { consentEntry, deviceInit, pageView, qrScan, storefrontEvent, type LogRow, type Visit } from './entries'
import { SeededRandom, type Weighted } from './random'
import type { DemoBranch, DemoBranchKey, DemoCode, DemoProductKey, DemoRefs } from './refs'

const SHOP = 'Alpenküche'
const HOME = { path: '/', title: `${SHOP} – Online bestellen` }

type Page = { path: string; title: string }
type Step = readonly [minSeconds: number, maxSeconds: number]

const storePage = (branch: DemoBranch, path = `/store/${branch.key}`): Page => ({ path, title: `${branch.name} | ${SHOP}` })
const checkoutPage = (branch: DemoBranch): Page => ({ path: `/store/${branch.key}/checkout`, title: `Kasse – ${branch.name} | ${SHOP}` })

/** The banner's decisions of new visitors: most accept all. */
const CONSENTS: Weighted<ConsentMode> = [['all', 62], ['required', 30], ['selected', 8]]
/** Visits of the website per day (Thursday = 1) besides those that order, Monday … Sunday. */
const VISITS_PER_DAY = 9
const WEEKDAY_VISITS = [0.9, 0.9, 0.95, 1, 1.2, 1.25, 1]
const STORE_SHARE: Record<DemoBranchKey, number> = { 'wien-mariahilf': 55, 'graz-lend': 30, 'linz-urfahr': 15 }
/** How often the pages of the site are visited (others: 5). */
const PAGE_SHARE: Record<string, number> = {
  '/leistungen/catering': 20, '/ueber-uns': 15, '/kontakt': 15, '/karriere': 10, '/leistungen': 10, '/leistungen/firmenfeiern': 10, '/barrierefreiheit': 2,
}
/** What a browsing visitor may put into the cart. */
const CART_PICKS: Weighted<DemoProductKey> = [
  ['wiener-schnitzel', 30], ['schweinsbraten', 20], ['tafelspitz', 15], ['apfelstrudel', 10], ['sachertorte', 8], ['almdudler', 9], ['zipfer', 8],
]

/**
 * The entries of one browser tab: device init and first page view at the start, then whatever the
 * visitor does, each after a pause; a new visitor decides in the consent banner first.
 */
class Session {
  readonly rows: LogRow[] = []
  private clock: number
  private path: string

  constructor(
    private readonly random: SeededRandom,
    readonly visit: Visit,
    start: Date,
    device: Device,
    entry: Page,
    isNew: boolean,
  ) {
    this.clock = start.getTime()
    this.path = entry.path
    this.rows.push(deviceInit(visit, start, entry.path, device.info))
    this.view(entry, [0.3, 1.5])
    if (isNew) this.rows.push(consentEntry(visit, this.tick([3, 25]), random.weighted(CONSENTS), this.path))
  }

  private tick([min, max]: Step): Date {
    this.clock += this.random.int(min * 1000, max * 1000)
    return new Date(this.clock)
  }

  view(page: Page, step: Step): void {
    this.path = page.path
    this.rows.push(pageView(this.visit, this.tick(step), page.path, page.title))
  }

  event(name: string, data: Record<string, unknown>, step: Step): void {
    this.rows.push(storefrontEvent(this.visit, this.tick(step), name, data, this.path))
  }

  /** Moves every entry so that the last one is at `at` (a purchase just before its order). */
  endAt(at: Date): void {
    const shift = at.getTime() - this.clock
    for (const row of this.rows) row.createdAt = new Date(row.createdAt.getTime() + shift)
    this.clock += shift
  }
}

/** Builds the visits of one day; every visitor's tab has a random session. */
class DayVisits {
  readonly rows: LogRow[] = []

  constructor(
    private readonly random: SeededRandom,
    private readonly refs: DemoRefs,
    private readonly day: DemoDay,
  ) {}

  private session(start: Date, entry: Page, options: { phone?: boolean; referrer?: string } = {}): Session {
    const device = randomDevice(this.random, options)
    const visit = { sessionId: this.random.uuid(), userAgent: device.userAgent }
    return new Session(this.random, visit, start, device, entry, this.random.chance(0.6))
  }

  private keep(session: Session): void {
    this.rows.push(...session.rows)
  }

  private scan(code: DemoCode, at: Date, userAgent: string): void {
    this.rows.push(qrScan(code, at, code.path, userAgent))
  }

  private somePage(): Page {
    const page = this.random.weighted(this.refs.pages.map((candidate) => [candidate, PAGE_SHARE[candidate.path] ?? 5] as const))
    return { path: page.path, title: `${page.name} | ${SHOP}` }
  }

  private someBranch(): DemoBranch | null {
    const branches = [...this.refs.branches.values()]
    return branches.length ? this.random.weighted(branches.map((branch) => [branch, STORE_SHARE[branch.key]] as const)) : null
  }

  private cartData(branch: DemoBranch, key: DemoProductKey, amount: number, unit = 'amount') {
    const product = this.refs.products.get(key)
    return product ? { branch: branch.key, currency: DEFAULT_CURRENCY, product: product.name, productId: product.id, amount, unit, price: product.price } : null
  }

  /** A guest who ordered: in from a QR code, the home page or the branch page; into the cart, to the checkout, sent. */
  purchase({ plan, data }: PricedOrder): void {
    const { branch, code } = plan
    const store = code?.branchKey === branch.key ? storePage(branch, code.location) : storePage(branch)
    const entry = code ? store : this.random.weighted<Page>([[store, 60], [HOME, 30], [this.somePage(), 10]])
    const session = this.session(plan.at, entry, code ? { phone: true, referrer: '' } : {})
    if (entry.path !== store.path) session.view(store, [15, 60])
    for (const line of plan.lines) {
      const cart = this.cartData(branch, line.product.uid.slice(3) as DemoProductKey, line.amount, line.unit)
      if (cart) session.event('add-to-cart', cart, [20, 70])
    }
    const items = plan.lines.map((line) => ({ id: line.product.id, name: line.product.name, amount: line.amount, unit: line.unit }))
    session.view(checkoutPage(branch), [15, 50])
    session.event('initiate-checkout', { branch: branch.key, items }, [1, 3])
    session.event('purchase', { branch: branch.key, items, value: data.totals?.gross ?? 0, currency: DEFAULT_CURRENCY }, [50, 200])
    session.endAt(new Date(plan.at.getTime() - this.random.int(1000, 4000)))
    if (code) this.scan(code, new Date(session.rows[0].createdAt.getTime() - this.random.int(2000, 8000)), session.visit.userAgent)
    this.keep(session)
  }

  /** A visitor who looks around: pages of the site and branches, now and then a cart that is never sent. */
  browse(): void {
    const start = momentWithin(this.random, this.day, BROWSING, visitingHours(this.day))
    const branch = this.someBranch()
    if (!start || !branch) return
    const entry = this.random.weighted<Page>([[HOME, 40], [storePage(branch), 35], [this.somePage(), 25]])
    const session = this.session(start, entry)
    let onStore = entry.path.startsWith('/store/')
    for (let views = 1; views < 6 && !onStore && this.random.chance(0.5); views++) {
      const next = this.random.weighted<Page>([[storePage(branch), 35], [this.somePage(), 50], [HOME, 15]])
      session.view(next, [10, 120])
      onStore = next.path.startsWith('/store/')
    }
    if (onStore) this.shop(session, branch, 0.3)
    this.keep(session)
  }

  /** On a branch page: into the cart (with `chance`), sometimes on to the checkout, never sent. */
  private shop(session: Session, branch: DemoBranch, chance: number): void {
    if (!this.random.chance(chance)) return
    const items: { id: number; name: string; amount: number; unit: string }[] = []
    for (let picks = this.random.int(1, 3); picks > 0; picks--) {
      const cart = this.cartData(branch, this.random.weighted(CART_PICKS), this.random.int(1, 2))
      if (!cart) continue
      session.event('add-to-cart', cart, [20, 90])
      items.push({ id: cart.productId, name: cart.product, amount: cart.amount, unit: cart.unit })
    }
    if (items.length === 0 || !this.random.chance(0.45)) return
    session.view(checkoutPage(branch), [15, 60])
    session.event('initiate-checkout', { branch: branch.key, items }, [1, 3])
  }

  /** A scan that led to no order: the catering flyer, the shop window, table stands of guests who then ordered from the staff. */
  scanOnly(code: DemoCode, start: Date): void {
    const device = randomDevice(this.random, { phone: true, referrer: '' })
    this.scan(code, start, device.userAgent)
    if (!this.random.chance(0.75)) return
    const branch = code.branchKey ? this.refs.branches.get(code.branchKey) : undefined
    const landing = branch ? storePage(branch, code.location) : { path: code.location, title: `${this.refs.pages.find((page) => page.path === code.path)?.name ?? SHOP} | ${SHOP}` }
    const visit = { sessionId: this.random.uuid(), userAgent: device.userAgent }
    const session = new Session(this.random, visit, new Date(start.getTime() + this.random.int(1500, 6000)), device, landing, this.random.chance(0.7))
    if (branch) this.shop(session, branch, 0.25)
    else if (this.random.chance(0.35)) session.view({ path: '/kontakt', title: `Kontakt | ${SHOP}` }, [30, 180])
    this.keep(session)
  }

  /** When codes are scanned that lead to no order: during the branch's hours, or in the waking hours for the flyer. */
  extraScans(): void {
    for (const code of this.refs.codes.values()) {
      const branch = code.branchKey ? this.refs.branches.get(code.branchKey) : undefined
      const isTable = code.tableId !== null || code.location.includes('table=')
      const mean = code.branchKey === null ? 0.5 : isTable ? (code.tableId !== null ? 0.1 : 0.2) : 0.35
      const hours = branch && isTable ? openingHours(branch.context.branch, 'dineIn', this.day) : visitingHours(this.day)
      for (let count = this.random.poisson(mean); count > 0; count--) {
        const at = momentWithin(this.random, this.day, isTable ? MEALS : BROWSING, hours)
        if (at) this.scanOnly(code, at)
      }
    }
  }
}

/**
 * The analytics entries of one day: a visit for most orders (the others came from browsers that
 * send nothing, e.g. with a blocker), visitors who only look around, and scans of the QR codes.
 * Each order's visit, the day's browsing and the day's scans draw from generators of their own, so
 * a day seeded again later (more of today has passed) repeats what was seeded before.
 */
export function dayVisits(refs: DemoRefs, day: DemoDay, orders: PricedOrder[]): LogRow[] {
  const rows: LogRow[] = []
  for (const order of orders) {
    const random = new SeededRandom(`statistik-demo:besuch:${order.plan.key}`)
    if (!random.chance(order.plan.code ? 0.9 : 0.5)) continue
    const visit = new DayVisits(random, refs, day)
    visit.purchase(order)
    rows.push(...visit.rows)
  }
  const random = new SeededRandom(`statistik-demo:besuche:${day.date}`)
  const browsing = new DayVisits(random, refs, day)
  const count = Math.max(1, random.poisson(VISITS_PER_DAY * WEEKDAY_VISITS[day.weekday - 1] * random.between(0.85, 1.15)))
  for (let visit = 0; visit < count; visit++) browsing.browse()
  const scans = new DayVisits(new SeededRandom(`statistik-demo:scans:${day.date}`), refs, day)
  scans.extraScans()
  return [...rows, ...browsing.rows, ...scans.rows]
}
