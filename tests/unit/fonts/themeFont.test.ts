import { describe, expect, it } from '@jest/globals'

import { themeFont } from '@/src/server/fonts/fontCatalogue'

describe('themeFont: the theme font as the pages load it', () => {
  it('a shipped family comes as the @font-face rules of the storefront weights, its files from the font route, without font swap', () => {
    const { faces, stylesheets } = themeFont('Roboto', null)
    expect(stylesheets).toEqual([])
    for (const file of ['roboto-latin-400-normal', 'roboto-latin-400-italic', 'roboto-latin-500-normal', 'roboto-latin-600-normal', 'roboto-latin-700-normal', 'roboto-latin-800-normal']) {
      expect(faces).toContain(`url(/fonts/google/roboto/files/${file}.woff2)`)
    }
    expect(faces).not.toContain('./files/')
    expect(faces).toContain('font-display: optional')
    expect(faces).not.toContain('font-display: swap')
  })

  it('a family the product does not ship comes as the theme’s own stylesheet, or not at all', () => {
    expect(themeFont('Comic Neue', 'https://fonts.example.com/comic.css')).toEqual({ faces: null, stylesheets: ['https://fonts.example.com/comic.css'] })
    expect(themeFont(null, null)).toEqual({ faces: null, stylesheets: [] })
  })
})
