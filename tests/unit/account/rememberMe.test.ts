import { describe, expect, it } from '@jest/globals'

import { rememberMeChosen, sessionLifetimeSeconds } from '@/src/domain/account'

describe("'Angemeldet bleiben' (back-office.md section 9)", () => {
  it('a session lasts 1 day, 14 days when chosen', () => {
    expect(sessionLifetimeSeconds(false)).toBe(24 * 60 * 60)
    expect(sessionLifetimeSeconds(true)).toBe(14 * 24 * 60 * 60)
  })

  it.each([
    ['the form says yes', true, undefined, true],
    ['a checkbox value "on"', 'on', undefined, true],
    ['the form says no, despite the cookie', false, '1', false],
    ['no answer in the form: the cookie', undefined, '1', true],
    ['no answer and no cookie', undefined, undefined, false],
    ['an emptied cookie', undefined, '', false],
    ['an unknown form value falls back to the cookie', 'vielleicht', undefined, false],
  ])('%s', (_, formValue, cookie, expected) => {
    expect(rememberMeChosen(formValue, cookie)).toBe(expected)
  })
})
