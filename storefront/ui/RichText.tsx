import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { imagePath, uploadPath } from '@/src/domain/media'
import { sitePath } from '@/src/domain/site'
import { fileSizeLabel, fileTypeLabel } from '@/src/domain/site/fileSize'

import { SiteImage } from './SiteImage'

/** A rich-text value as Payload's Lexical editor stores it. */
type RichTextValue = Parameters<typeof LexicalRichText>[0]['data']

type LinkedDoc = { relationTo?: string; value?: { path?: string } | number | null }
type UploadValue = { id: number; mimeType?: string | null; filename?: string | null; filesize?: number | null; publicHash?: string | null; version?: number | null; extension?: string | null; width?: number | null; height?: number | null; alt?: string | null }

/** An SVG of the media library: one file for every width (the media route serves it with a policy that runs nothing). */
function SvgImage({ image }: { image: UploadValue }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a vector image has no sizes to choose from
    <img src={imagePath(image)} alt={image.alt ?? ''} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" decoding="async" className="rich-text-image" />
  )
}

/** A file of the editor (a PDF …) as a download link: its description or name, then type and size ('Preisliste (PDF, 1,2 MB)'). */
function FileLink({ file }: { file: UploadValue }) {
  const facts = [fileTypeLabel(file.extension), fileSizeLabel(file.filesize)].filter(Boolean).join(', ')
  const name = file.alt?.trim() || file.filename || 'Download'
  return (
    <a href={uploadPath(file)} download={file.filename || true} className="rich-text-download">
      {name}
      {facts ? ` (${facts})` : null}
    </a>
  )
}

/** An internal link of the editor to a site page leads to the page's path; anything else to the start page. */
function internalHref({ linkNode }: { linkNode: { fields: { doc?: unknown } } }): string {
  const doc = linkNode.fields.doc as LinkedDoc | undefined
  const value = doc?.value
  return doc?.relationTo === 'sites' && value && typeof value === 'object' && value.path ? sitePath(value.path) : '/'
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => {
    const fields = node.fields as { linkType?: string; url?: string; newTab?: boolean; doc?: unknown }
    const href = fields.linkType === 'internal' ? internalHref({ linkNode: node as never }) : fields.url || '/'
    const children = nodesToJSX({ nodes: node.children })
    return fields.newTab ? <a href={href} target="_blank" rel="noopener noreferrer">{children}</a> : <a href={href}>{children}</a>
  },
  // Images of the media library in their responsive sizes (an SVG as itself); files (PDF …) as a download link.
  upload: ({ node }) => {
    const value = (node as { value?: UploadValue | number }).value
    if (!value || typeof value !== 'object') return null
    if (value.mimeType === 'image/svg+xml' && !value.publicHash) return <SvgImage image={value} />
    if (value.mimeType?.startsWith('image/') && !value.publicHash) return <SiteImage image={value} sizes="(min-width: 1024px) 960px, 100vw" />
    return value.publicHash ? <FileLink file={value} /> : null
  },
})

/** Rich text of a page or block, rendered on the server; nothing for an empty value. */
export function RichText({ data, className }: { data: RichTextValue | null | undefined; className?: string }) {
  if (!data?.root?.children?.length) return null
  return <LexicalRichText data={data} converters={converters} className={className ?? 'rich-text'} />
}
