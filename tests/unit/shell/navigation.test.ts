import { describe, expect, it } from '@jest/globals'

import {
  linkMatchesPath,
  navigationReferences,
  navigationState,
  navigationTree,
  pickNavigation,
  type NavigationItemInput,
} from '@/src/domain/shell/navigation'

const targets = { sites: { '1': '/ueber-uns', '2': '/leistungen', '3': '/leistungen/catering' }, branches: { '7': 'wien' } }

const items: NavigationItemInput[] = [
  { label: 'Startseite', type: 'home' },
  { label: 'Über uns', type: 'site', site: 1, isEnabled: true },
  { label: 'Leistungen', type: 'site', site: { id: 2 }, children: [
    { label: 'Catering', type: 'site', site: 3 },
    { label: 'Versteckt', type: 'site', site: 3, isEnabled: false },
  ] },
  { label: 'Filiale', type: 'branch', branch: 7 },
  { label: 'WKO', type: 'link', href: 'www.wko.at' },
  { label: 'Gelöscht', type: 'site', site: 99 },
  { label: 'Aus', type: 'home', isEnabled: false },
  { label: 'Gruppe', type: 'label', children: [{ label: 'Kontakt', type: 'site', site: 99 }] },
]

describe('navigationTree', () => {
  const tree = navigationTree(items, targets)

  it('keeps enabled items with a target (labels as plain text) and builds their links', () => {
    expect(tree.map((node) => [node.label, node.href, node.isExternal])).toEqual([
      ['Startseite', '/', false],
      ['Über uns', '/ueber-uns', false],
      ['Leistungen', '/leistungen', false],
      ['Filiale', '/store/wien', false],
      ['WKO', 'http://www.wko.at', true],
      ['Gruppe', null, false],
    ])
  })

  it('keeps only enabled sub-items', () => expect(tree[2].children.map((node) => node.label)).toEqual(['Catering']))

  it('keeps an unresolved item as a label when it has sub-items', () => {
    const withChildren = navigationTree([{ label: 'Gruppe', type: 'site', site: 99, children: [{ label: 'A', type: 'home' }] }], targets)
    expect(withChildren).toEqual([{ label: 'Gruppe', href: null, isExternal: false, children: [{ label: 'A', href: '/', isExternal: false, children: [] }] }])
  })

  it('reads the third level from grandchildren', () => {
    const deep = navigationTree([{ label: 'A', type: 'label', children: [{ label: 'B', type: 'label', grandchildren: [{ label: 'C', type: 'home' }] }] }], targets)
    expect(deep[0].children[0].children[0].href).toBe('/')
  })
})

describe('navigationReferences', () => {
  it('collects site and branch ids of every level once', () => {
    expect(navigationReferences(items)).toEqual({ sites: ['1', '2', '3', '99'], branches: ['7'] })
  })
})

describe('linkMatchesPath and navigationState', () => {
  it.each([
    ['/', '/', true],
    ['/', '/ueber-uns', false],
    ['/leistungen', '/leistungen/', true],
    ['/leistungen', '/leistungen/catering', true],
    ['/leistungen', '/leistungenx', false],
    ['/store/wien', '/store/wien/checkout', true],
    ['http://www.wko.at', '/', false],
    [null, '/', false],
  ])('%s on %s: %s', (href, path, expected) => expect(linkMatchesPath(href, path)).toBe(expected))

  it('marks the item of the current page active and its parents child-active', () => {
    const tree = navigationTree(items, targets)
    const services = tree[2]
    expect(navigationState(services.children[0], '/leistungen/catering')).toBe('active')
    expect(navigationState(services, '/leistungen/catering')).toBe('child-active')
    expect(navigationState({ ...services, href: null }, '/leistungen/catering')).toBe('child-active')
    expect(navigationState(services, '/leistungen/')).toBe('active')
    expect(navigationState(tree[3], '/store/wien/checkout')).toBe('child-active')
    expect(navigationState(tree[0], '/leistungen/catering')).toBeNull()
    expect(navigationState(tree[4], '/')).toBeNull()
  })
})

describe('pickNavigation', () => {
  const navigations = [{ identifier: 'footer' }, { identifier: 'main' }]
  it('finds by identifier', () => expect(pickNavigation(navigations, 'main', true)).toBe(navigations[1]))
  it('falls back to the first when asked', () => expect(pickNavigation(navigations, 'x', true)).toBe(navigations[0]))
  it('answers null without fallback', () => expect(pickNavigation(navigations, 'x', false)).toBeNull())
})
