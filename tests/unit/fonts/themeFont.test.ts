import { describe, expect, it } from '@jest/globals'

import { compactFaces, faceSubset } from '@/src/domain/fonts'
import { themeFont } from '@/src/server/fonts/fontCatalogue'

describe('themeFont: the theme font as the pages load it', () => {
  it('a shipped family comes as the @font-face rules of the storefront weights, its files from the font route, without font swap', () => {
    const { faces, stylesheets } = themeFont('Roboto', null)
    expect(stylesheets).toEqual([])
    for (const file of ['roboto-latin-400-normal', 'roboto-latin-400-italic', 'roboto-latin-500-normal', 'roboto-latin-600-normal', 'roboto-latin-700-normal', 'roboto-latin-800-normal']) {
      expect(faces).toContain(`url(/fonts/google/roboto/files/${file}.woff2)`)
    }
    expect(faces).not.toContain('./files/')
    expect(faces).toContain('font-display:optional')
    expect(faces).not.toContain('swap')
  })

  it('carries only the Latin subsets German pages set, one compact rule per subset and weight', () => {
    const { faces } = themeFont('Roboto', null)
    const rules = faces!.match(/@font-face\{[^}]*\}/g) ?? []
    expect(rules).toHaveLength(12)
    expect(rules.map(faceSubset).sort()).toEqual([...Array(6).fill('latin'), ...Array(6).fill('latin-ext')])
    expect(faces).not.toMatch(/cyrillic|greek|vietnamese|math|symbols|\/\*|\n/)
    expect(faces!.length).toBeLessThan(6_000)
  })

  it('finds the subset of families whose names have hyphens and digits', () => {
    const rule = (file: string) => `@font-face { font-family: 'X'; src: url(/fonts/google/x/files/${file}.woff2) format('woff2'); }`
    expect(faceSubset(rule('source-sans-3-latin-ext-600-italic'))).toBe('latin-ext')
    expect(faceSubset(rule('open-sans-latin-400-normal'))).toBe('latin')
    expect(faceSubset(rule('open-sans-cyrillic-ext-800-normal'))).toBe('cyrillic-ext')
    expect(compactFaces([rule('open-sans-greek-400-normal'), rule('open-sans-latin-400-normal')].join('\n'))).toBe(
      "@font-face{font-family:'X';src:url(/fonts/google/x/files/open-sans-latin-400-normal.woff2) format('woff2')}",
    )
  })

  it('a family the product does not ship comes as the theme’s own stylesheet, or not at all', () => {
    expect(themeFont('Comic Neue', 'https://fonts.example.com/comic.css')).toEqual({ faces: null, stylesheets: ['https://fonts.example.com/comic.css'] })
    expect(themeFont(null, null)).toEqual({ faces: null, stylesheets: [] })
  })
})
