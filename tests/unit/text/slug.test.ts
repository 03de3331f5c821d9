import { describe, expect, it } from '@jest/globals'

import { slugify } from '@/src/domain/text/slug'

describe('slugify', () => {
  it.each([
    ['umlauts are spelled out', 'Über die Größe', 'ueber-die-groesse'],
    ['sharp s becomes ss', 'Straße', 'strasse'],
    ['hyphens collapse', 'Wien  --  Mariahilf', 'wien-mariahilf'],
    ['leading and trailing separators vanish', '  (Graz) ', 'graz'],
    ['other accents are dropped', 'Café Crème', 'cafe-creme'],
    ['digits stay', 'Hydraulikpumpe 5S1', 'hydraulikpumpe-5s1'],
  ])('%s', (_, input, expected) => expect(slugify(input)).toBe(expected))
})
