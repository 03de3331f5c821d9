import type { Site } from '@/src/payload-types'

/** A rich-text value of a site (Lexical editor state). */
export type RichText = NonNullable<NonNullable<Site['content']>['text']>

/** A paragraph, a heading (`{ heading }`) or a bullet list (`{ list }`) of a rich-text value. */
export type RichPart = string | { heading: string; tag?: 'h2' | 'h3' | 'h4' } | { list: string[] }

const ELEMENT = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const textNode = (text: string) => ({ type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text, version: 1 })

/** A Lexical editor state as @payloadcms/richtext-lexical stores it (root → paragraphs, headings, lists → text). */
export function richText(...parts: RichPart[]): RichText {
  const children = parts.map((part) => {
    if (typeof part === 'string') return { type: 'paragraph', children: [textNode(part)], textFormat: 0, textStyle: '', ...ELEMENT }
    if ('heading' in part) return { type: 'heading', tag: part.tag ?? 'h2', children: [textNode(part.heading)], ...ELEMENT }
    return {
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      children: part.list.map((item, index) => ({ type: 'listitem', value: index + 1, children: [textNode(item)], ...ELEMENT })),
      ...ELEMENT,
    }
  })
  return { root: { type: 'root', children, ...ELEMENT } }
}
