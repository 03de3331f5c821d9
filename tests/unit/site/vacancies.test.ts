import { describe, expect, it } from '@jest/globals'

import { applicationHref, initiativeHref, isSimpleEmail, jobsInCategory, vacancyCategories } from '@/src/domain/site/vacancies'

const jobs = [
  { title: 'Koch/Köchin (m/w/d) – Wien Mariahilf', category: 'Küche', email: 'karriere@alpenkueche.at' },
  { title: 'Servicemitarbeiter:in (m/w/d)', category: 'Service', email: 'service@alpenkueche.at' },
  { title: 'Jungkoch/Jungköchin (m/w/d)', category: ' Küche ', email: 'karriere@alpenkueche.at' },
  { title: 'Lehrling (m/w/d)', category: null, email: null },
  { title: 'Buchhaltung (m/w/d)', category: 'Verwaltung', email: '' },
]

describe('the category tabs', () => {
  it('lists every category once, in order of first appearance, without empty ones', () =>
    expect(vacancyCategories(jobs)).toEqual(['Küche', 'Service', 'Verwaltung']))

  it.each<[string, Parameters<typeof vacancyCategories>[0]]>([
    ['no jobs', []],
    ['jobs not set', null],
    ['only jobs without a category', [{ title: 'A', category: '  ' }, { title: 'B' }]],
  ])('has no categories for %s', (_, value) => expect(vacancyCategories(value)).toEqual([]))

  it("shows all jobs in their order for 'Alle Stellen' (null)", () => expect(jobsInCategory(jobs, null)).toEqual(jobs))

  it('shows only the jobs of the chosen category, ignoring surrounding spaces', () =>
    expect(jobsInCategory(jobs, 'Küche').map((job) => job.title)).toEqual([
      'Koch/Köchin (m/w/d) – Wien Mariahilf',
      'Jungkoch/Jungköchin (m/w/d)',
    ]))

  it('shows nothing for a category no job has', () => expect(jobsInCategory(jobs, 'Einkauf')).toEqual([]))
})

describe('a simple e-mail address', () => {
  it.each([
    'karriere@alpenkueche.at',
    'j.wieser@alpenkueche.at',
    'bewerbung+kueche@alpen-antriebstechnik.at',
    '  karriere@alpenkueche.at  ',
    'office@bäckerei-müller.at',
  ])('accepts %s', (email) => expect(isSimpleEmail(email)).toBe(true))

  it.each<[string, string | null | undefined]>([
    ['nothing', undefined],
    ['null', null],
    ['an empty value', ''],
    ['a display name', 'Alpenküche Karriere <karriere@alpenkueche.at>'],
    ['a list with a comma', 'karriere@alpenkueche.at, hr@alpenkueche.at'],
    ['a list with a semicolon', 'karriere@alpenkueche.at;hr@alpenkueche.at'],
    ['a space inside', 'karriere @alpenkueche.at'],
    ['two @', 'karriere@@alpenkueche.at'],
    ['no @', 'karriere.alpenkueche.at'],
    ['a domain without a dot', 'karriere@localhost'],
    ['an empty domain label', 'karriere@alpenkueche..at'],
    ['a dot at the start of the local part', '.karriere@alpenkueche.at'],
    ['quotes', '"karriere"@alpenkueche.at'],
    ['a mailto: prefix', 'mailto:karriere@alpenkueche.at'],
  ])('refuses %s', (_, email) => expect(isSimpleEmail(email)).toBe(false))
})

describe("the 'Jetzt bewerben' link", () => {
  it('is a mailto with the URL-encoded subject Bewerbung als {title}', () =>
    expect(applicationHref(jobs[0])).toBe(
      `mailto:karriere@alpenkueche.at?subject=${encodeURIComponent('Bewerbung als Koch/Köchin (m/w/d) – Wien Mariahilf')}`,
    ))

  it('encodes spaces as %20, not +', () =>
    expect(applicationHref({ title: 'Servicemitarbeiter:in (m/w/d)', email: 'service@alpenkueche.at' })).toBe(
      'mailto:service@alpenkueche.at?subject=Bewerbung%20als%20Servicemitarbeiter%3Ain%20(m%2Fw%2Fd)',
    ))

  it('uses the trimmed address', () =>
    expect(applicationHref({ title: 'Koch', email: ' karriere@alpenkueche.at ' })).toBe('mailto:karriere@alpenkueche.at?subject=Bewerbung%20als%20Koch'))

  it.each<[string, string | null | undefined]>([
    ['no e-mail', null],
    ['an empty e-mail', ''],
    ['a display name', 'HR <hr@alpenkueche.at>'],
    ['a list', 'hr@alpenkueche.at, karriere@alpenkueche.at'],
  ])('is missing for %s', (_, email) => expect(applicationHref({ title: 'Koch', email })).toBeNull())
})

describe("the 'Initiativbewerbung (m/w/d)' link", () => {
  const subject = '?subject=Initiativbewerbung'

  it("goes to the block's e-mail first", () =>
    expect(initiativeHref('karriere@alpenkueche.at', 'office@alpenkueche.at')).toBe(`mailto:karriere@alpenkueche.at${subject}`))

  it.each<[string, string | null | undefined]>([
    ['empty', ''],
    ['not set', null],
    ['not one simple address', 'HR <hr@alpenkueche.at>'],
  ])("falls back to the company e-mail when the block's is %s", (_, blockEmail) =>
    expect(initiativeHref(blockEmail, 'office@alpenkueche.at')).toBe(`mailto:office@alpenkueche.at${subject}`))

  it('is missing when neither e-mail exists', () => expect(initiativeHref(null, null)).toBeNull())

  it('is missing when neither e-mail is one simple address', () => expect(initiativeHref('', 'a@x.at, b@x.at')).toBeNull())
})
