import { describe, expect, it } from '@jest/globals'

import { safeReturnUrl } from '@/src/domain/account'

describe('safeReturnUrl: sign-in returns only to a path of this site (parts-shop-and-site.md section 4)', () => {
  it.each([
    ['the password screen', '/account/change-password', '/account/change-password'],
    ['a product with its query', '/shop/produkte/5S9-ZP-016-R/pumpe?tab=files#top', '/shop/produkte/5S9-ZP-016-R/pumpe?tab=files#top'],
    ['the home page', '/', '/'],
    ['a path with an encoded scheme in its query', '/shop?term=https%3A%2F%2Fevil.example', '/shop?term=https%3A%2F%2Fevil.example'],
    ['a space inside the path', '/shop?term=ZP 16', '/shop?term=ZP 16'],
    ['the first of repeated parameters', ['/shop', '//evil.example'], '/shop'],
  ])('follows %s', (_, value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected)
  })

  it.each([
    ['another host without scheme', '//evil.example/account'],
    ['a backslash read as another host', '/\\evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a javascript address', 'javascript:alert(1)'],
    ['a relative path', 'account/login'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break that browsers drop', '/\n/evil.example'],
    ['a leading space', ' /shop'],
    ['an empty value', ''],
    ['nothing', undefined],
    ['null', null],
    ['a number', 42],
    ['a repeated parameter starting with another host', ['//evil.example', '/shop']],
    ['an overlong value', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnUrl(value)).toBeNull()
  })
})
