import { describe, expect, it } from '@jest/globals'

import { isValidVatNumber, normalizeVatNumber, passwordProblem, PASSWORD_TEXTS } from '@/src/domain/account'

describe('password rules of shop accounts', () => {
  it('asks for a password when there is none', () => {
    expect(passwordProblem('', '')).toEqual({ field: 'password', message: PASSWORD_TEXTS.missing })
  })

  it('needs at least 8 characters, counted as characters, not bytes', () => {
    expect(passwordProblem('kurz123', 'kurz123')).toEqual({ field: 'password', message: PASSWORD_TEXTS.tooShort })
    expect(passwordProblem('Grüße!ÄÖ', 'Grüße!ÄÖ')).toBeNull()
  })

  it('needs both entries to be equal when the repeat is given', () => {
    expect(passwordProblem('Einkauf-2026!', 'Einkauf-2025!')).toEqual({ field: 'passwordRepeat', message: PASSWORD_TEXTS.mismatch })
    expect(passwordProblem('Einkauf-2026!')).toBeNull()
  })

  it('refuses a password the leak list knows', () => {
    const isLeaked = (password: string) => password === 'passwort1'
    expect(passwordProblem('passwort1', 'passwort1', isLeaked)).toEqual({ field: 'password', message: PASSWORD_TEXTS.leaked })
    expect(passwordProblem('Einkauf-2026!', 'Einkauf-2026!', isLeaked)).toBeNull()
  })
})

describe('VAT number format (UID-Nummer)', () => {
  it.each(['ATU12345678', 'atu 1234 5678', 'ATU-12345678', 'DE123456789', 'NL123456789B01', 'FRXX123456789', 'IE1234567WA', 'ESX1234567X', 'IT12345678901'])('accepts %s', (value) => {
    expect(isValidVatNumber(value)).toBe(true)
  })

  it.each(['AT12345678', 'ATU1234567', 'ATU123456789', 'DE12345678', 'CH123456789', 'U12345678', '', 'NL123456789A01'])('refuses %s', (value) => {
    expect(isValidVatNumber(value)).toBe(false)
  })

  it('stores the number in upper case without separators', () => {
    expect(normalizeVatNumber('atu 1234.56-78')).toBe('ATU12345678')
  })
})
