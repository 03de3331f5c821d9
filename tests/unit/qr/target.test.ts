import { describe, expect, it } from '@jest/globals'

import { qrLandingOf, qrRedirect, searchWithoutLanding, tablePagePath, type QrCodeTarget } from '@/src/domain/qr/target'

const code = (path: string, table: QrCodeTarget['table'] = null): QrCodeTarget => ({ identifier: 'flyer-sommer', path, table })

describe('qrRedirect: the target of a scanned code with qr={identifier}', () => {
  it.each<[string, QrCodeTarget, { location: string; path: string }]>([
    ['a branch page', code('/store/wien-mariahilf'), { location: '/store/wien-mariahilf?qr=flyer-sommer', path: '/store/wien-mariahilf' }],
    ['a site page', code('/leistungen/catering'), { location: '/leistungen/catering?qr=flyer-sommer', path: '/leistungen/catering' }],
    ['the home page', code('/'), { location: '/?qr=flyer-sommer', path: '/' }],
    ['its own query parameters are kept', code('/store/graz?utm_source=flyer&a=1'), { location: '/store/graz?utm_source=flyer&a=1&qr=flyer-sommer', path: '/store/graz' }],
    ['a qr the path already carries is replaced', code('/store/graz?qr=alt'), { location: '/store/graz?qr=flyer-sommer', path: '/store/graz' }],
    ['a fragment stays last', code('/speisekarte#desserts'), { location: '/speisekarte?qr=flyer-sommer#desserts', path: '/speisekarte' }],
    [
      'a table code: its table\u2019s dine-in page, whatever the path says',
      code('/leistungen', { identifier: '7', branchIdentifier: 'wien-mariahilf' }),
      { location: '/store/wien-mariahilf?table=7&qr=flyer-sommer', path: '/store/wien-mariahilf' },
    ],
    [
      'a table number with a space',
      code('/', { identifier: 'Terrasse 3', branchIdentifier: 'graz-lend' }),
      { location: '/store/graz-lend?table=Terrasse+3&qr=flyer-sommer', path: '/store/graz-lend' },
    ],
    ['a protocol-relative path never leaves the site', code('//boese.example.com/x'), { location: '/?qr=flyer-sommer', path: '/' }],
    ['nor a backslash', code('/\\boese.example.com'), { location: '/?qr=flyer-sommer', path: '/' }],
    ['nor an absolute address', code('https://boese.example.com/'), { location: '/https://boese.example.com/?qr=flyer-sommer', path: '/https://boese.example.com/' }],
  ])('%s', (_, target, expected) => {
    expect(qrRedirect(target)).toEqual(expected)
  })
})

describe('tablePagePath', () => {
  it('is the branch page with the table preselected', () => {
    expect(tablePagePath('wien-mariahilf', '12')).toBe('/store/wien-mariahilf?table=12')
    expect(tablePagePath('wien', 'Bar & Lounge')).toBe('/store/wien?table=Bar+%26+Lounge')
  })
})

describe('qrLandingOf: what a landing URL carries', () => {
  it.each<[string, { qrCode: string | null; table: string | null }]>([
    ['?table=7&qr=tisch-7', { qrCode: 'tisch-7', table: '7' }],
    ['?qr=Flyer-Sommer', { qrCode: 'flyer-sommer', table: null }],
    ['?table=Terrasse+3', { qrCode: null, table: 'Terrasse 3' }],
    ['?qr=%3Cscript%3E&table=', { qrCode: null, table: null }],
    [`?qr=${'a'.repeat(101)}&table=${'1'.repeat(51)}`, { qrCode: null, table: null }],
    ['', { qrCode: null, table: null }],
  ])('%s', (search, expected) => {
    expect(qrLandingOf(search)).toEqual(expected)
  })
})

describe('searchWithoutLanding', () => {
  it('drops qr and table, keeps the rest', () => {
    expect(searchWithoutLanding('?table=7&qr=tisch-7')).toBe('')
    expect(searchWithoutLanding('?utm_source=flyer&qr=tisch-7')).toBe('?utm_source=flyer')
    expect(searchWithoutLanding('')).toBe('')
  })
})
