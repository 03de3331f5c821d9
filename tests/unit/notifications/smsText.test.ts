import { describe, expect, it } from '@jest/globals'

import { smsText } from '@/src/server/notifications/sms/texts'

const link = (uid: string) => `https://shop.example.at/status/${uid}/${'a'.repeat(32)}`
const confirmed = (uid: string) => smsText('confirmed', { shopName: 'Alpenküche', uid, appointment: '2026-11-21T17:30:00.000Z' }, link(uid))

describe('smsText', () => {
  it('names the order number while the SMS fits into 160 characters', () => {
    const text = confirmed('20261121-0042')
    expect(text).toBe(`Alpenküche: Ihre Bestellung 20261121-0042 ist bestätigt, Termin 21.11. 18:30 Uhr. ${link('20261121-0042')}`)
    expect(text!.length).toBeLessThanOrEqual(160)
  })

  it('leaves the number out of the sentence when a five-digit order id would make it 161 characters; the link keeps it', () => {
    const uid = '20261121-52490'
    expect(`Alpenküche: Ihre Bestellung ${uid} ist bestätigt, Termin 21.11. 18:30 Uhr. ${link(uid)}`).toHaveLength(161)
    expect(confirmed(uid)).toBe(`Alpenküche: Ihre Bestellung ist bestätigt, Termin 21.11. 18:30 Uhr. ${link(uid)}`)
  })

  it('received and canceled lose the number the same way', () => {
    const shop = 'Gasthaus zur alten Mühle am Wolfgangsee'
    const uid = '20261121-52490'
    expect(smsText('received', { shopName: shop, uid }, link(uid))).toBe(`${shop}: Danke für Ihre Bestellung! Status: ${link(uid)}`)
    expect(smsText('canceled', { shopName: shop, uid }, link(uid))).toBe(`${shop}: Ihre Bestellung wurde storniert. ${link(uid)}`)
  })

  it('sends nothing for the branch event newOrder', () => {
    expect(smsText('newOrder', { shopName: 'Alpenküche', uid: '20261121-0042' }, link('20261121-0042'))).toBeNull()
  })
})
