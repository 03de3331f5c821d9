import sanitizeHtml from 'sanitize-html'

/**
 * The home page description is HTML typed by staff in the settings. Only basic text markup
 * survives: paragraphs, line breaks, emphasis, lists, sub-headings (an h1 becomes h2, the page has
 * its own title) and links (http, https, mailto, tel; opened safely). Scripts, styles, event
 * handlers, images and every other attribute are removed.
 */
export function sanitizeDescription(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  }).trim()
}
