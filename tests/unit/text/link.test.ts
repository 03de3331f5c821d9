import { describe, expect, it } from '@jest/globals'

import { normalizeLink } from '@/src/domain/text/link'

describe('normalizeLink', () => {
  it.each<[string, string | null | undefined, string]>([
    ['bare host gets http://', 'example.at', 'http://example.at'],
    ['www host gets http://', 'www.example.at/kontakt', 'http://www.example.at/kontakt'],
    ['host with port gets http://', 'localhost:3000/shop', 'http://localhost:3000/shop'],
    ['leading slash stays', '/shop', '/shop'],
    ['https stays', 'https://x', 'https://x'],
    ['http stays', 'http://example.at', 'http://example.at'],
    ['upper-case scheme stays', 'HTTPS://Example.at', 'HTTPS://Example.at'],
    ['other scheme with // stays', 'ftp://files.example.at', 'ftp://files.example.at'],
    ['mailto stays', 'mailto:office@example.at', 'mailto:office@example.at'],
    ['tel stays', 'tel:+436601234567', 'tel:+436601234567'],
    ['anchor stays', '#kontakt', '#kontakt'],
    ['query stays', '?page=2', '?page=2'],
    ['protocol-relative stays', '//cdn.example.at/a.pdf', '//cdn.example.at/a.pdf'],
    ['surrounding spaces are trimmed', '  example.at ', 'http://example.at'],
    ['empty becomes /', '', '/'],
    ['only spaces become /', '   ', '/'],
    ['null becomes /', null, '/'],
    ['undefined becomes /', undefined, '/'],
    ['javascript: is not a protocol', 'javascript:alert(1)', 'http://javascript:alert(1)'],
    ['javascript:// is not a protocol', 'javascript://%0aalert(1)', 'http://javascript://%0aalert(1)'],
    ['data: is not a protocol', 'data:text/html,x', 'http://data:text/html,x'],
  ])('%s', (_, input, expected) => expect(normalizeLink(input)).toBe(expected))
})
