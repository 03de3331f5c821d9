import { describe, expect, it } from '@jest/globals'

import { sanitizeDescription } from '@/storefront/home/sanitizeDescription'

/** The configured home page description is staff-entered HTML: only basic text markup survives. */
describe('sanitizeDescription', () => {
  it('keeps paragraphs, emphasis, lists and links', () => {
    const html = '<p>Regionale Küche zum <strong>Abholen</strong> und <em>Liefern</em>.</p><ul><li>Wien</li></ul><p><a href="https://www.alpenkueche.at">Website</a></p>'
    expect(sanitizeDescription(html)).toBe(html)
  })

  it.each([
    ['script', '<p>Hallo</p><script>alert(1)</script>', '<p>Hallo</p>'],
    ['event handler', '<p onclick="alert(1)">Hallo</p>', '<p>Hallo</p>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['inline style and class', '<p style="color:red" class="x">Hallo</p>', '<p>Hallo</p>'],
    ['image', '<p>Hallo<img src="x" onerror="alert(1)"></p>', '<p>Hallo</p>'],
    ['iframe', '<iframe src="https://example.com"></iframe><p>Hallo</p>', '<p>Hallo</p>'],
    ['style element', '<style>body{display:none}</style><p>Hallo</p>', '<p>Hallo</p>'],
  ])('removes %s', (_, html, expected) => expect(sanitizeDescription(html)).toBe(expected))

  it('turns an h1 into h2 (the page has its own title)', () =>
    expect(sanitizeDescription('<h1>Willkommen</h1>')).toBe('<h2>Willkommen</h2>'))

  it('opens links in a new tab safely', () =>
    expect(sanitizeDescription('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ))

  it('allows tel: and mailto: links', () =>
    expect(sanitizeDescription('<a href="tel:+4315234567">Anrufen</a> <a href="mailto:hallo@alpenkueche.at">Schreiben</a>')).toBe(
      '<a href="tel:+4315234567">Anrufen</a> <a href="mailto:hallo@alpenkueche.at">Schreiben</a>',
    ))

  it('gives an empty string for no description', () => {
    expect(sanitizeDescription(null)).toBe('')
    expect(sanitizeDescription('   ')).toBe('')
  })
})
