import { describe, expect, it } from '@jest/globals'

import { homeLayout, storePath } from '@/storefront/home/homeVariant'

/** ordering-storefront.md section 2, route '/': plugin variant, teasers with exactly one branch. */
const linz = { identifier: 'linz-urfahr', isPublic: true, phone: '+43 732 654321', street: 'Hauptstraße 5', city: 'Linz' }
const graz = { identifier: 'graz-lend', isPublic: true, phone: '+43 316 712345', street: 'Lendplatz 12', city: 'Graz' }

describe('homeLayout', () => {
  it('shows the default variant (search, tags, cards) when the home page plugin is off', () => {
    expect(homeLayout({ enablePluginHomePage: false }, [linz])).toEqual({ variant: 'default', teasers: [] })
    expect(homeLayout({}, [linz, graz])).toEqual({ variant: 'default', teasers: [] })
  })

  it('gives the plugin variant with exactly one branch three teasers: order online, call, directions', () => {
    expect(homeLayout({ enablePluginHomePage: true }, [linz])).toEqual({
      variant: 'plugin',
      teasers: [
        { kind: 'order', href: '/store/linz-urfahr' },
        { kind: 'call', href: 'tel:+43732654321', phone: '+43 732 654321' },
        {
          kind: 'directions',
          href: 'https://www.google.com/maps/search/?api=1&query=Hauptstra%C3%9Fe%205%2C%20Linz',
          address: 'Hauptstraße 5, Linz',
        },
      ],
    })
  })

  it('shows no teasers in the plugin variant with several branches or none', () => {
    expect(homeLayout({ enablePluginHomePage: true }, [linz, graz])).toEqual({ variant: 'plugin', teasers: [] })
    expect(homeLayout({ enablePluginHomePage: true }, [])).toEqual({ variant: 'plugin', teasers: [] })
  })

  it('leaves out the order teaser of a branch that is not public (listed as inactive)', () => {
    const kinds = homeLayout({ enablePluginHomePage: true }, [{ ...linz, isPublic: false }]).teasers.map((teaser) => teaser.kind)
    expect(kinds).toEqual(['call', 'directions'])
  })

  it('leaves out the call teaser without a phone number and directions without street and city', () => {
    const teasers = homeLayout({ enablePluginHomePage: true }, [{ ...linz, phone: ' ', street: null, city: '' }]).teasers
    expect(teasers).toEqual([{ kind: 'order', href: '/store/linz-urfahr' }])
  })

  it('builds directions from the city alone, and a tel: link from a number with 00 prefix', () => {
    const teasers = homeLayout({ enablePluginHomePage: true }, [{ ...linz, phone: '0043 732 654321', street: null }]).teasers
    expect(teasers).toContainEqual({ kind: 'call', href: 'tel:+43732654321', phone: '0043 732 654321' })
    expect(teasers).toContainEqual({ kind: 'directions', href: 'https://www.google.com/maps/search/?api=1&query=Linz', address: 'Linz' })
  })
})

describe('storePath', () => {
  it('links the branch page /store/{identifier}', () => expect(storePath('wien-mariahilf')).toBe('/store/wien-mariahilf'))
})
