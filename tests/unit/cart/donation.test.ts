import { describe, expect, it } from '@jest/globals'

import { DONATION_AMOUNT, donationText, filterDonatees } from '@/src/domain/cart/donation'

const donatees = [
  { id: 1, name: 'Caritas Wien', description: 'Hilfe für Menschen in Not in Wien.' },
  { id: 2, name: 'Österreichisches Rotes Kreuz', description: 'Rettungsdienst, Katastrophenhilfe und Blutspende.' },
  { id: 3, name: 'Wiener Tafel', description: null },
]

describe('donation', () => {
  it('donates 0.07 in the shop currency', () => {
    expect(DONATION_AMOUNT).toBe(0.07)
    expect(donationText('EUR')).toBe('Wir spenden 0,07 € pro Bestellung an eine Organisation Ihrer Wahl.')
    expect(donationText('CHF')).toBe('Wir spenden 0,07 CHF pro Bestellung an eine Organisation Ihrer Wahl.')
  })

  it.each<[string, string, number[]]>([
    ['empty term keeps all', '  ', [1, 2, 3]],
    ['name, any case', 'wien', [1, 3]],
    ['umlaut spelled out', 'oesterreich', [2]],
    ['description', 'blutspende', [2]],
    ['every word must match', 'wiener tafel', [3]],
    ['nothing found', 'Tierschutz', []],
  ])('%s', (_, term, ids) => expect(filterDonatees(donatees, term).map((donatee) => donatee.id)).toEqual(ids))
})
