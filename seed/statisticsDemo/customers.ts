import { SeededRandom } from './random'

/** A guest of the demo history: the same people order again and again (regulars first). */
export type DemoCustomer = { firstName: string; lastName: string; email: string; phone: string }

const FIRST_NAMES = [
  'Anna', 'Lena', 'Sophie', 'Marie', 'Laura', 'Julia', 'Sarah', 'Hannah', 'Katharina', 'Johanna', 'Elena', 'Theresa', 'Eva', 'Sabine',
  'Christina', 'Nina', 'Verena', 'Magdalena', 'Lukas', 'David', 'Tobias', 'Florian', 'Maximilian', 'Jakob', 'Paul', 'Felix', 'Stefan',
  'Michael', 'Thomas', 'Andreas', 'Markus', 'Alexander', 'Matthias', 'Georg', 'Christoph', 'Martin', 'Daniel', 'Simon', 'Emre', 'Milan',
]
const LAST_NAMES = [
  'Gruber', 'Huber', 'Bauer', 'Wagner', 'Müller', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs',
  'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz', 'Maier', 'Schneider', 'Reiter', 'Mayr', 'Schmidt', 'Wimmer', 'Egger',
  'Brunner', 'Lang', 'Baumgartner', 'Auer', 'Binder', 'Lechner', 'Wolf', 'Wallner', 'Aigner', 'Ebner', 'Koller', 'Haas', 'Novak', 'Yilmaz',
]
const MAIL_DOMAINS = ['example.at', 'example.com', 'example.de', 'example.org'] as const
const MOBILE_PREFIXES = ['660', '664', '676', '650', '699', '681'] as const

const ascii = (name: string) =>
  name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')

const POOL_SIZE = 260

/** The guests, always the same (their own seed, independent of the day). */
const DEMO_CUSTOMERS: readonly DemoCustomer[] = (() => {
  const random = new SeededRandom('statistik-demo:gaeste')
  const emails = new Set<string>()
  return Array.from({ length: POOL_SIZE }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES)
    const lastName = random.pick(LAST_NAMES)
    const base = `${ascii(firstName)}.${ascii(lastName)}`
    const local = emails.has(base) ? `${base}${index}` : base
    emails.add(local)
    const phone = `+43 ${random.pick(MOBILE_PREFIXES)} ${random.int(1_000_000, 9_999_999)}`
    return { firstName, lastName, email: `${local}@${random.pick(MAIL_DOMAINS)}`, phone }
  })
})()

/** A guest: regulars (the first of the list) much more often than others. */
export const someCustomer = (random: SeededRandom): DemoCustomer =>
  DEMO_CUSTOMERS[Math.min(POOL_SIZE - 1, Math.floor(POOL_SIZE * random.next() ** 2.2))]
