import { describe, expect, it } from '@jest/globals'

import { addressLines } from '@/src/domain/account'

describe('addressLines', () => {
  it('lists the filled lines, with stairway, floor and door after the street and the country by name', () => {
    expect(addressLines({
      companyName: 'Hydraulik Huber GmbH', firstName: 'Hanna', lastName: 'Huber', street: 'Industriezeile 12', stairway: '2', floor: '3', door: '7',
      zipCode: '4020', city: 'Linz', country: 'AT', email: 'einkauf@huber.at', phone: '+43 732 123456',
    })).toEqual(['Hydraulik Huber GmbH', 'Hanna Huber', 'Industriezeile 12, Stiege 2/Stock 3/Tür 7', '4020 Linz', 'Österreich', 'einkauf@huber.at', '+43 732 123456'])
  })

  it('leaves out what is empty or missing', () => {
    expect(addressLines({ companyName: '  ', lastName: 'Huber', street: 'Lagerweg 1', floor: null, zipCode: '4050', city: 'Traun' })).toEqual(['Huber', 'Lagerweg 1', '4050 Traun'])
  })
})
