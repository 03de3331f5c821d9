import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

/**
 * SVG images of the rich text and the media library (parts-shop-and-site.md section 3) are
 * stored only after this: DOMPurify's SVG profile in a jsdom window removes scripts, event
 * handlers, foreignObject and animation tricks; every reference that leaves the file (href, src,
 * url(...) and @import in styles) is removed too, so a stored SVG loads nothing from elsewhere.
 * Answers the cleaned file, or null when the input is no SVG document at all.
 */

const { window } = new JSDOM('')
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])

/** A reference inside the file (#id) is kept; anything else (http:, data:, relative paths) is external. */
const isLocalReference = (value: string) => value.trim().startsWith('#')

/** `url(...)` that points outside the file, and `@import`, in a style attribute or element. */
const EXTERNAL_CSS = /@import|url\(\s*(['"]?)\s*(?!#)[^)]*\)/gi

const REFERENCE_ATTRIBUTES = ['href', 'xlink:href', 'src']

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (REFERENCE_ATTRIBUTES.includes(data.attrName) && !isLocalReference(data.attrValue)) data.keepAttr = false
  if (EXTERNAL_CSS.test(data.attrValue)) data.keepAttr = false
  EXTERNAL_CSS.lastIndex = 0
})

purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) node.textContent = (node.textContent ?? '').replace(EXTERNAL_CSS, '')
  EXTERNAL_CSS.lastIndex = 0
})

/** The document without byte-order mark, XML declaration, doctype (no entities) and leading comments. */
const withoutProlog = (source: string) => source.replace(/^\uFEFF/, '').replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>|<!--[\s\S]*?-->/gi, '').trimStart()

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'
const serializer = new window.XMLSerializer()
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

export function sanitizeSvg(source: string): string | null {
  const fragment = purify.sanitize(withoutProlog(source), {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Only the document itself: no embedded HTML, no links.
    FORBID_TAGS: ['foreignObject', 'script', 'a'],
    RETURN_DOM_FRAGMENT: true,
  })
  const root = fragment.firstElementChild
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) return null
  // XML, not HTML serialisation: the file is served as image/svg+xml.
  return XML_DECLARATION + serializer.serializeToString(root)
}

/** True when the bytes begin like an SVG document (an XML declaration, comments or a doctype may come first). */
export function looksLikeSvg(data: Buffer): boolean {
  return /^<svg[\s>]/i.test(withoutProlog(data.subarray(0, 4096).toString('utf8')))
}
