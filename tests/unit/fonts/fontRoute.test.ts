import { describe, expect, it } from '@jest/globals'

import {
  familyOfSegment,
  familySlug,
  isFontFileName,
  parseVariant,
  rewriteFontUrls,
  withoutFontSwap,
  stylesheetPath,
  stylesheetVariant,
  variantName,
} from '@/src/domain/fonts'

describe('Google variant names', () => {
  it.each([
    ['regular', { weight: 400, style: 'normal' }],
    ['italic', { weight: 400, style: 'italic' }],
    ['300', { weight: 300, style: 'normal' }],
    ['700', { weight: 700, style: 'normal' }],
    ['700italic', { weight: 700, style: 'italic' }],
    ['900italic', { weight: 900, style: 'italic' }],
  ] as const)('%s ↔ %o', (variant, face) => {
    expect(parseVariant(variant)).toEqual(face)
    expect(variantName(face)).toBe(variant)
  })

  it.each(['400', '400italic', '750', '1000', 'bold', '700-italic', '', 'Regular', '0'])('%s is no variant', (variant) => {
    expect(parseVariant(variant)).toBeNull()
  })
})

describe('addresses', () => {
  it('names a family by a slug and finds it by name, slug or Google form', () => {
    const families = [{ family: 'Open Sans' }, { family: 'Source Sans 3' }]
    expect(familySlug('Source Sans 3')).toBe('source-sans-3')
    expect(familyOfSegment('Open Sans', families)).toEqual({ family: 'Open Sans' })
    expect(familyOfSegment('open-sans', families)).toEqual({ family: 'Open Sans' })
    expect(familyOfSegment('Open+Sans', families)).toEqual({ family: 'Open Sans' })
    expect(familyOfSegment('Comic Sans', families)).toBeUndefined()
  })

  it('builds and reads the stylesheet address', () => {
    expect(stylesheetPath('Open Sans', '700italic')).toBe('/fonts/google/open-sans/style-700italic.embed.css')
    expect(stylesheetVariant('style-700italic.embed.css')).toBe('700italic')
    expect(stylesheetVariant('style-700italic.css')).toBeNull()
    expect(stylesheetVariant('700.embed.css')).toBeNull()
  })

  it('serves only the packaged font file names', () => {
    expect(isFontFileName('roboto-latin-700-italic.woff2')).toBe(true)
    expect(isFontFileName('roboto-latin-700-normal.woff')).toBe(true)
    expect(isFontFileName('../package.json')).toBe(false)
    expect(isFontFileName('roboto-latin-700.ttf')).toBe(false)
    expect(isFontFileName('Roboto.woff2/..')).toBe(false)
  })

  it('points the packaged url(./files/…) references at the route', () => {
    const css = "src: url(./files/roboto-latin-400-normal.woff2) format('woff2'), url('./files/roboto-latin-400-normal.woff') format('woff');"
    expect(rewriteFontUrls(css, 'Roboto')).toBe(
      "src: url(/fonts/google/roboto/files/roboto-latin-400-normal.woff2) format('woff2'), url(/fonts/google/roboto/files/roboto-latin-400-normal.woff) format('woff');",
    )
  })

  it('asks for an optional font instead of swapping it in (no layout shift when it arrives)', () => {
    const css = '@font-face {\n  font-family: \'Roboto\';\n  font-display: swap;\n}\n@font-face {\n  font-display:swap;\n}'
    expect(withoutFontSwap(css)).toBe('@font-face {\n  font-family: \'Roboto\';\n  font-display: optional;\n}\n@font-face {\n  font-display: optional;\n}')
  })
})
