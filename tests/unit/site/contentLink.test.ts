import { describe, expect, it } from '@jest/globals'

import { contentLinkTarget, contentLinkTargets, type ContentLinkInput } from '@/src/domain/site'

const page = { path: '/ueber-uns', name: 'Über uns', _status: 'published' }
const file = { id: 4, publicHash: 'a1b2', version: 2, extension: 'pdf', filename: 'katalog.pdf' }

describe('contentLinkTarget: the five link kinds (parts-shop-and-site.md sections 3 and 5)', () => {
  it.each<[string, ContentLinkInput, ReturnType<typeof contentLinkTarget>]>([
    ['site link to the page path, labelled with the page name', { kind: 'site', site: page }, { href: '/ueber-uns', label: 'Über uns', newTab: false, isFile: false }],
    ['site link with its own label', { kind: 'site', site: page, label: 'Mehr' }, { href: '/ueber-uns', label: 'Mehr', newTab: false, isFile: false }],
    ['protocol-less href gets http://', { kind: 'href', href: 'www.wko.at', label: 'WKO' }, { href: 'http://www.wko.at', label: 'WKO', newTab: false, isFile: false }],
    ['empty href becomes /', { kind: 'href', href: '', label: 'Start' }, { href: '/', label: 'Start', newTab: false, isFile: false }],
    ['href with target _blank opens a new tab', { kind: 'href', href: 'https://x.at', target: '_blank' }, { href: 'https://x.at', label: 'https://x.at', newTab: true, isFile: false }],
    ['leading slash stays', { kind: 'href', href: '/shop', label: 'Shop' }, { href: '/shop', label: 'Shop', newTab: false, isFile: false }],
    ['e-mail as mailto:', { kind: 'email', email: 'office@example.at' }, { href: 'mailto:office@example.at', label: 'office@example.at', newTab: false, isFile: false }],
    ['phone as tel: with digits only', { kind: 'phone', phone: '+43 (5572) 12 345' }, { href: 'tel:+43557212345', label: '+43 (5572) 12 345', newTab: false, isFile: false }],
    ['file at its public upload path', { kind: 'file', file }, { href: '/upload/a1b2/4-2.pdf', label: 'katalog.pdf', newTab: true, isFile: true }],
  ])('%s', (_, link, expected) => expect(contentLinkTarget(link)).toEqual(expected))

  it.each<[string, ContentLinkInput]>([
    ['an unpopulated site (unpublished or deleted)', { kind: 'site', site: 12 }],
    ['a draft page', { kind: 'site', site: { ...page, _status: 'draft' } }],
    ['a file without its hash', { kind: 'file', file: 4 }],
    ['an empty e-mail', { kind: 'email', email: '' }],
  ])('leads nowhere for %s', (_, link) => expect(contentLinkTarget(link)).toBeNull())

  it('keeps only the links that lead somewhere', () =>
    expect(contentLinkTargets([{ kind: 'site', site: 3 }, { kind: 'email', email: 'a@b.at' }]).map((target) => target.href)).toEqual(['mailto:a@b.at']))
})
