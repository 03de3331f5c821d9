import { describe, expect, it } from '@jest/globals'

import { directionsHref, phoneHref, websiteLink } from '@/storefront/branches/links'

describe('branch contact links', () => {
  it.each([
    ['+43 1 5234567', 'tel:+4315234567'],
    ['0043 316 712345', 'tel:+43316712345'],
    ['(0316) 71 23 45', 'tel:0316712345'],
    ['', null],
    [null, null],
    ['keine', null],
  ])('phone %j → %j', (phone, href) => expect(phoneHref(phone)).toBe(href))

  it('builds a maps search from street and city', () =>
    expect(directionsHref('Lendplatz 12', 'Graz')).toBe('https://www.google.com/maps/search/?api=1&query=Lendplatz%2012%2C%20Graz'))

  it('has no directions without street and city', () => expect(directionsHref(' ', null)).toBeNull())

  it.each([
    ['www.alpenkueche.at', { href: 'http://www.alpenkueche.at', text: 'www.alpenkueche.at' }],
    ['https://www.alpenkueche.at/', { href: 'https://www.alpenkueche.at/', text: 'www.alpenkueche.at' }],
    ['javascript:alert(1)', { href: 'http://javascript:alert(1)', text: 'javascript:alert(1)' }],
    ['', null],
  ])('website %j', (website, link) => expect(websiteLink(website)).toEqual(link))
})
