import { describe, expect, it } from '@jest/globals'
import { de } from '@payloadcms/translations/languages/de'

import { formalGerman } from '@/src/server/i18n/formalGerman'

/**
 * The back office says 'Sie' (issue 18 §5): after our overrides, no German text of Payload may
 * address the reader with 'du' or an informal imperative.
 */

type Texts = { [key: string]: string | Texts }

const INFORMAL = /\b(du|dein|deine|deinen|deinem|deiner|deines|dich|dir)\b|\bBitte (gib|klicke|überprüfe|wähle|versuche|lade|füge|stelle|gehe|kopiere)\b|^(Gib|Wähle|Klicke) /i

function merged(base: Texts, overrides: Texts): Texts {
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const override = overrides[key]
      if (typeof value === 'string') return [key, typeof override === 'string' ? override : value]
      return [key, merged(value, typeof override === 'object' ? override : {})]
    }),
  )
}

function informalTexts(texts: Texts, path = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? (INFORMAL.test(value) ? [`${path}${key}: ${value}`] : []) : informalTexts(value, `${path}${key}.`),
  )
}

describe('formal German in the back office', () => {
  it('leaves no informal text of Payload', () => {
    const texts = merged(de.translations as unknown as Texts, formalGerman.de as unknown as Texts)
    expect(informalTexts(texts)).toEqual([])
  })

  it('overrides only texts Payload has (a renamed key would silently stop working)', () => {
    const unknown = (overrides: Texts, base: Texts, path = ''): string[] =>
      Object.entries(overrides).flatMap(([key, value]) => {
        if (!(key in base)) return [`${path}${key}`]
        return typeof value === 'object' ? unknown(value, base[key] as Texts, `${path}${key}.`) : []
      })
    expect(unknown(formalGerman.de as unknown as Texts, de.translations as unknown as Texts)).toEqual([])
  })
})
