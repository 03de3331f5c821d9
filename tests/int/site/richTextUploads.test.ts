import { describe, expect, it } from '@jest/globals'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { RichText } from '@/storefront/ui/RichText'

/**
 * The rich text's files (parts-shop-and-site.md section 3, issue 26 2.8): a raster image in its
 * responsive sizes, an SVG as its one file, a PDF as a download link with type and size.
 */

const paragraphWith = (value: Record<string, unknown>) => ({
  root: {
    type: 'root', version: 1, direction: null, format: '', indent: 0,
    children: [{ type: 'upload', version: 3, format: '', id: 'x', fields: null, relationTo: value.publicHash ? 'uploads' : 'images', value }],
  },
})

const render = (value: Record<string, unknown>) => renderToStaticMarkup(createElement(RichText, { data: paragraphWith(value) as never }))

describe('rich text uploads', () => {
  it('shows a PNG of the media library in its responsive sizes', () => {
    const html = render({ id: 7, mimeType: 'image/png', version: 2, extension: 'png', width: 2000, height: 1000, alt: 'Werkhalle' })
    expect(html).toContain('src="/image/medium/7-2.png"')
    expect(html).toContain('/image/large/7-2.png 1920w')
    expect(html).toContain('alt="Werkhalle"')
  })

  it('shows an SVG as its one file, without sized variants', () => {
    const html = render({ id: 8, mimeType: 'image/svg+xml', version: 1, extension: 'svg', width: 100, height: 50, alt: 'Logo' })
    expect(html).toContain('src="/image/8-1.svg"')
    expect(html).not.toContain('srcSet')
    expect(html).not.toContain('srcset')
    expect(html).toContain('alt="Logo"')
  })

  it('offers a PDF as a download link with its description, type and size', () => {
    const html = render({ id: 9, mimeType: 'application/pdf', version: 3, extension: 'pdf', filename: 'preisliste.pdf', filesize: 1_258_291, publicHash: 'abc123', alt: 'Preisliste 2026' })
    expect(html).toContain('href="/upload/abc123/9-3.pdf"')
    expect(html).toContain('download="preisliste.pdf"')
    expect(html).toContain('Preisliste 2026 (PDF, 1,2 MB)')
  })
})
