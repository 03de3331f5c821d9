import { describe, expect, it } from '@jest/globals'

import { consentServicesFromList, type ConsentServiceRow } from '@/src/domain/consent/fromList'
import { consentVersion } from '@/src/domain/consent/version'

const row: ConsentServiceRow & { id: string } = {
  id: '66a1',
  key: 'tag',
  name: 'Google Tag Manager',
  description: null,
  intents: ['analytics', 'marketing', 'unknown'],
  provider: 'Google Ireland Limited',
  privacyPolicy: 'https://policies.google.com/privacy',
  scriptId: ' GTM-ABC123 ',
  cookies: [{ name: '_ga', ttl: 730, description: 'Besucher' }, { name: ' ', ttl: 1, description: 'leer' }],
  localStorage: null,
  sessionStorage: [],
}

describe('consentServicesFromList', () => {
  it('keys services, keeps known fields and drops row ids, unknown intents and empty entries', () =>
    expect(consentServicesFromList([row])).toEqual({
      tag: {
        name: 'Google Tag Manager',
        description: '',
        intents: ['analytics', 'marketing'],
        provider: 'Google Ireland Limited',
        privacyPolicy: 'https://policies.google.com/privacy',
        scriptId: 'GTM-ABC123',
        cookies: [{ name: '_ga', ttl: 730, description: 'Besucher' }],
        localStorage: [],
        sessionStorage: [],
      },
    }))

  it.each<[string, ConsentServiceRow[] | null, string[]]>([
    ['skips rows without key', [{ ...row, key: '' }, { ...row, key: null }], []],
    ['keeps the first row of a repeated key', [{ ...row, name: 'A' }, { ...row, name: 'B' }], ['tag']],
    ['null list gives no services', null, []],
  ])('%s', (_, rows, keys) => expect(Object.keys(consentServicesFromList(rows))).toEqual(keys))

  it('gives the same version when only Payload row ids differ', () =>
    expect(consentVersion(consentServicesFromList([{ ...row, id: 'x' } as ConsentServiceRow]))).toBe(
      consentVersion(consentServicesFromList([{ ...row, id: 'y' } as ConsentServiceRow])),
    ))

  it('gives another version when the script id changes', () =>
    expect(consentVersion(consentServicesFromList([{ ...row, scriptId: 'GTM-OTHER' }]))).not.toBe(
      consentVersion(consentServicesFromList([row])),
    ))

  it('leaves an empty script id out', () => expect(consentServicesFromList([{ ...row, scriptId: '' }]).tag).not.toHaveProperty('scriptId'))
})
