import type { Site } from '@/src/payload-types'
import type { CatalogueFileIds } from '../catalogueFiles'
import type { SiteImageIds } from '../images'

type SiteContent = NonNullable<Site['content']>
type BodyBlock = NonNullable<SiteContent['body']>[number]
type Link = NonNullable<Extract<BodyBlock, { blockType: 'heroA' }>['links']>[number]

/** What a page's content may refer to: the other pages, pictures, catalogue files, contact blocks. */
export type PageContext = {
  /** The id of the page at this path. */
  page: (path: string) => number
  images: SiteImageIds
  files: CatalogueFileIds
  contactBlockIds: number[]
  branchId: number | undefined
  now: Date
}

/**
 * A page of the demo site: its path (the key it is found again by), name and type, and its
 * content, built once every page has an id so that pages can link to each other.
 */
export type DemoPage = Pick<Site, 'path' | 'name' | 'type'> & { build: (ctx: PageContext) => PageContent }

/** The part of a page that its builder fills in. */
export type PageContent = { seo?: Site['seo']; content: SiteContent }

export const siteLink = (ctx: PageContext, label: string, path: string): Link => ({ kind: 'site', label, site: ctx.page(path) })
export const hrefLink = (label: string, href: string, target: '_self' | '_blank' = '_blank'): Link => ({ kind: 'href', label, href, target })
export const emailLink = (label: string, email: string): Link => ({ kind: 'email', label, email })
export const phoneLink = (label: string, phone: string): Link => ({ kind: 'phone', label, phone })
export const fileLink = (label: string, file: number): Link => ({ kind: 'file', label, file })
