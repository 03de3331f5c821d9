import { describe, expect, it } from '@jest/globals'

import { appIconSvg, manifestColor, shortAppName, webAppManifest } from '@/src/domain/shell'

describe('webAppManifest (issue 26 §2.2)', () => {
  const manifest = webAppManifest({ shopName: 'Alpenküche', shopTitle: 'Alpenküche Wien', description: 'Online bestellen', color: '#0a7f3f' })

  it('names the app in German from the shop, starts at home and shows standalone', () => {
    expect(manifest).toMatchObject({
      name: 'Alpenküche Wien', short_name: 'Alpenküche', lang: 'de', description: 'Online bestellen',
      start_url: '/', scope: '/', display: 'standalone', theme_color: '#0a7f3f',
    })
  })

  it('has icons of 192 and 512 px and a maskable one, versioned by the colour', () => {
    expect(manifest.icons).toEqual([
      { src: '/app-icon/192.png?v=0a7f3f', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icon/512.png?v=0a7f3f', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icon/maskable-512.png?v=0a7f3f', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
  })

  it("falls back to the spec's theme colour #DC0814 for a missing or invalid colour", () => {
    expect(manifestColor('')).toBe('#DC0814')
    expect(manifestColor('red; x')).toBe('#DC0814')
    expect(manifestColor(' #abc ')).toBe('#abc')
  })

  it.each([
    ['Alpenküche', 'Alpenküche'],
    ['Gasthaus zur Post', 'Gasthaus'],
    ['Industriekomponentenhandel', 'Industriekom'],
  ])('short name of %s is %s', (name, expected) => {
    expect(shortAppName(name)).toBe(expected)
  })

  it('draws the icon in the theme colour; the maskable one without rounded corners', () => {
    expect(appIconSvg('192.png', '#0a7f3f')).toContain('width="192"')
    expect(appIconSvg('192.png', '#0a7f3f')).toContain('fill="#0a7f3f"')
    expect(appIconSvg('512.png', '#0a7f3f')).toMatch(/rx="[1-9]/)
    expect(appIconSvg('maskable-512.png', '#0a7f3f')).toContain('rx="0"')
    expect(appIconSvg('512.png', '"/><script>')).not.toContain('<script>')
  })
})
