import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'

import { comboboxCommand, moveActive, NO_OPTION } from '@/storefront/shell/siteSearch/comboboxKeys'
import type { SiteSearchAnswer } from '@/src/domain/contracts/partsCatalogue'
import { loadSiteSearch, parseSiteSearchAnswer, searchableTerm, siteSearchUrl } from '@/storefront/shell/siteSearch/siteSearchCall'
import { siteSearchRunner, type SiteSearchResult } from '@/storefront/shell/siteSearch/siteSearchRunner'
import { suggestionsOf } from '@/storefront/shell/siteSearch/suggestions'

const PUMP = { name: 'Außenzahnradpumpe ZP 16 cm³/U, rechtsdrehend', uid: '5S9-ZP-016-R' }
const ANSWER: SiteSearchAnswer = {
  sites: [{ name: 'Zahnradpumpen', path: '/technologie/zahnradpumpen' }, { name: 'Über uns', path: 'ueber-uns' }],
  products: [PUMP, { name: 'Innenzahnradpumpe', uid: 'IZ 1/2' }],
}

/** A fetch double: every call waits until the test answers it; an abort rejects it like the real one. */
function fakeFetch() {
  const calls: { url: string; signal: AbortSignal; answer: (response: Response) => void }[] = []
  const fetch = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal as AbortSignal
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      calls.push({ url, signal, answer: resolve })
    })) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const settle = async () => {
  for (let round = 0; round < 10; round++) await Promise.resolve()
}

describe('searchableTerm and the call address', () => {
  it('makes no call for empty or whitespace-only terms', () => {
    for (const term of ['', ' ', '\t\n ', '\u0000']) expect(searchableTerm(term)).toBeNull()
  })

  it('trims the term, drops NUL and keeps at most 200 characters (the call refuses more)', () => {
    expect(searchableTerm('  Zahnradpumpe ')).toBe('Zahnradpumpe')
    expect(searchableTerm('Zahn\u0000rad')).toBe('Zahnrad')
    expect(searchableTerm('x'.repeat(250))).toHaveLength(200)
  })

  it('encodes the term into /api/custom/search?term=', () => {
    expect(siteSearchUrl('ZP 16 cm³/U & Co')).toBe('/api/custom/search?term=ZP+16+cm%C2%B3%2FU+%26+Co')
  })
})

describe('parseSiteSearchAnswer', () => {
  it('reads sites and products', () => {
    expect(parseSiteSearchAnswer(ANSWER)).toEqual(ANSWER)
  })

  it('leaves out malformed entries and refuses bodies of another shape', () => {
    expect(parseSiteSearchAnswer({ sites: [{ name: 'A' }, null, { name: 'B', path: '/b', extra: 1 }], products: [{ name: 'P', uid: 7 }] }))
      .toEqual({ sites: [{ name: 'B', path: '/b' }], products: [] })
    for (const body of [null, [], 'x', { sites: [] }, { errors: [{ message: 'Fehler' }] }]) expect(parseSiteSearchAnswer(body)).toBeNull()
  })
})

describe('loadSiteSearch', () => {
  const signal = new AbortController().signal

  it('answers the parsed body', async () => {
    const fetch = jest.fn<typeof globalThis.fetch>(async () => json(ANSWER))
    await expect(loadSiteSearch('Zahnradpumpe', signal, fetch)).resolves.toEqual(ANSWER)
    expect(fetch).toHaveBeenCalledWith('/api/custom/search?term=Zahnradpumpe', expect.objectContaining({ signal }))
  })

  it('swallows failures: error status, network error, broken body', async () => {
    const failing = [
      async () => json({ errors: [{ field: 'term', message: 'Der Suchbegriff ist zu lang (höchstens 200 Zeichen).' }] }, 422),
      async () => { throw new TypeError('Failed to fetch') },
      async () => new Response('<html>', { status: 200 }),
    ]
    for (const fetch of failing) await expect(loadSiteSearch('x', signal, fetch as unknown as typeof globalThis.fetch)).resolves.toBeNull()
  })
})

describe('siteSearchRunner', () => {
  beforeEach(() => {
    jest.useFakeTimers()
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  const setup = () => {
    const { fetch, calls } = fakeFetch()
    const results: (SiteSearchResult | null)[] = []
    const runner = siteSearchRunner((result) => results.push(result), { fetch })
    return { runner, calls, results }
  }

  it('calls once, 250 ms after the last change, with the newest term', async () => {
    const { runner, calls, results } = setup()
    runner.search('Z')
    await jest.advanceTimersByTimeAsync(100)
    runner.search('Zahn')
    await jest.advanceTimersByTimeAsync(249)
    expect(calls).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.url)).toEqual(['/api/custom/search?term=Zahn'])
    calls[0]!.answer(json(ANSWER))
    await settle()
    expect(results).toEqual([{ term: 'Zahn', answer: ANSWER }])
  })

  it('a newer term aborts the older request, whose answer is never reported', async () => {
    const { runner, calls, results } = setup()
    runner.search('Zahn')
    await jest.advanceTimersByTimeAsync(250)
    runner.search('Zahnrad')
    expect(calls[0]!.signal.aborted).toBe(true)
    await jest.advanceTimersByTimeAsync(250)
    calls[1]!.answer(json({ sites: [], products: [PUMP] }))
    await settle()
    expect(calls).toHaveLength(2)
    expect(results).toEqual([{ term: 'Zahnrad', answer: { sites: [], products: [PUMP] } }])
  })

  it('an empty or whitespace-only term makes no call and clears the suggestions at once', async () => {
    const { runner, calls, results } = setup()
    runner.search('Zahn')
    await jest.advanceTimersByTimeAsync(250)
    runner.search('   ')
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(results).toEqual([null])
    await jest.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
  })

  it('the same term again (a trailing space) keeps the running call', async () => {
    const { runner, calls } = setup()
    runner.search('Zahn')
    await jest.advanceTimersByTimeAsync(250)
    runner.search('Zahn ')
    await jest.advanceTimersByTimeAsync(250)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signal.aborted).toBe(false)
  })

  it('a failed call reports no suggestions', async () => {
    const { runner, calls, results } = setup()
    runner.search('Zahn')
    await jest.advanceTimersByTimeAsync(250)
    calls[0]!.answer(json({ errors: [] }, 500))
    await settle()
    expect(results).toEqual([null])
  })

  it('dispose stops the pause and aborts the call', async () => {
    const { runner, calls, results } = setup()
    runner.search('Zahn')
    await jest.advanceTimersByTimeAsync(250)
    runner.search('Zahnrad')
    runner.dispose()
    await jest.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(results).toEqual([])
  })
})

describe('suggestionsOf', () => {
  const suggestions = suggestionsOf(ANSWER, 'Zahnrad', 'list')

  it('lists products, then sites, then the catalogue option, with ids by position', () => {
    expect(suggestions.groups.map((group) => group.label)).toEqual(['Produkte', 'Seiten'])
    expect(suggestions.options.map((option) => [option.id, option.kind])).toEqual([
      ['list-0', 'product'], ['list-1', 'product'], ['list-2', 'site'], ['list-3', 'site'], ['list-4', 'allProducts'],
    ])
    expect(suggestions.options.at(-1)).toBe(suggestions.allProducts)
  })

  it('links a product to its detail page', () => {
    expect(suggestions.options[0]).toMatchObject({ label: PUMP.name, href: '/shop/produkte/5S9-ZP-016-R/aussenzahnradpumpe-zp-16-cm3-u-rechtsdrehend' })
    expect(suggestions.options[1]!.href).toBe('/shop/produkte/IZ%201%2F2/innenzahnradpumpe')
  })

  it('links a site to its page with the leading slashes normalised', () => {
    expect(suggestions.options[2]).toMatchObject({ label: 'Zahnradpumpen', href: '/technologie/zahnradpumpen' })
    expect(suggestions.options[3]!.href).toBe('/ueber-uns')
    expect(suggestionsOf({ sites: [{ name: 'A', path: '//a' }], products: [] }, 'a', 'l').options[0]!.href).toBe('/a')
  })

  it('ends with all products of the term in the catalogue', () => {
    expect(suggestions.allProducts).toMatchObject({ label: 'Alle Produkte zu „Zahnrad“ anzeigen', href: '/shop?term=Zahnrad' })
    expect(suggestionsOf(ANSWER, 'ZP 16 & Co', 'l').allProducts!.href).toBe('/shop?term=ZP+16+%26+Co')
  })

  it('leaves out empty groups, and offers nothing when both are empty', () => {
    const sitesOnly = suggestionsOf({ sites: ANSWER.sites, products: [] }, 'x', 'l')
    expect(sitesOnly.groups.map((group) => group.kind)).toEqual(['site'])
    expect(sitesOnly.options.map((option) => option.id)).toEqual(['l-0', 'l-1', 'l-2'])
    expect(suggestionsOf({ sites: [], products: [] }, 'x', 'l')).toEqual({ groups: [], allProducts: null, options: [] })
  })
})

describe('moveActive', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(NO_OPTION, 1, 5)).toBe(0)
    expect(moveActive(NO_OPTION, -1, 5)).toBe(4)
  })

  it('moves one step and wraps around at both ends', () => {
    expect(moveActive(1, 1, 5)).toBe(2)
    expect(moveActive(1, -1, 5)).toBe(0)
    expect(moveActive(4, 1, 5)).toBe(0)
    expect(moveActive(0, -1, 5)).toBe(4)
  })

  it('has nothing to activate in an empty list; an index out of range starts again', () => {
    expect(moveActive(NO_OPTION, 1, 0)).toBe(NO_OPTION)
    expect(moveActive(7, 1, 3)).toBe(0)
  })
})

describe('comboboxCommand', () => {
  const open = { expanded: true, activeIndex: 2, optionCount: 5 }

  it('arrows move while there are options (and open a closed list)', () => {
    expect(comboboxCommand('ArrowDown', open)).toEqual({ type: 'move', step: 1 })
    expect(comboboxCommand('ArrowUp', { ...open, expanded: false, activeIndex: NO_OPTION })).toEqual({ type: 'move', step: -1 })
    expect(comboboxCommand('ArrowDown', { expanded: false, activeIndex: NO_OPTION, optionCount: 0 })).toBeNull()
  })

  it('Enter follows the active option; without one the form submits', () => {
    expect(comboboxCommand('Enter', open)).toEqual({ type: 'follow' })
    expect(comboboxCommand('Enter', { ...open, activeIndex: NO_OPTION })).toBeNull()
    expect(comboboxCommand('Enter', { ...open, expanded: false })).toBeNull()
  })

  it('Escape closes the list first; with the list closed it is left to the panel', () => {
    expect(comboboxCommand('Escape', open)).toEqual({ type: 'closeList' })
    expect(comboboxCommand('Escape', { ...open, expanded: false })).toBeNull()
    expect(comboboxCommand('a', open)).toBeNull()
  })
})
