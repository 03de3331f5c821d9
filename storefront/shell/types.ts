import type { ConsentServices } from '@/src/domain/consent'
import type { ImageRef } from '@/src/domain/media'
import type { LegalLink, NavigationNode, ShellBranch } from '@/src/domain/shell'
import type { ContactData } from '../branches/types'

export interface ShellTheme {
  color1: string
  color2: string
  borderRadius: number
  font: string | null
  /** The @font-face rules of a theme font the product ships (its files from the font route /fonts/google/…), for the page's head. */
  fontFaces: string | null
  /** The stylesheet of a theme font the product does not ship (the theme's own address). */
  fontStylesheets: string[]
}

export interface PageMeta {
  title: string | null
  description: string | null
  url: string | null
  image: ImageRef | null
}

/** Provider ids of the third-party scripts (tag manager, pixel, chat widget); null: nothing loads. */
export interface ScriptIds {
  tag: string | null
  pixel: string | null
  chat: string | null
}

/** Everything the shared layout shows; plain JSON (cached). */
export interface ShellData {
  shopName: string
  /** The shop title every page title ends with. */
  shopTitle: string
  description: string | null
  tagline: string | null
  contact: ContactData & { businessName: string | null }
  socialLinks: { network: string; url: string }[]
  legalLinks: LegalLink[]
  plugins: { search: boolean; pwa: boolean }
  theme: ShellTheme
  logo: ImageRef | null
  favicon: ImageRef | null
  meta: { plain: PageMeta; social: PageMeta; microblog: PageMeta }
  mainNavigation: NavigationNode[]
  footerNavigation: NavigationNode[]
  /** All branches in creation order (for the cart action). */
  branches: Required<Pick<ShellBranch, 'identifier' | 'isEnabled'>>[]
  onlineOrderHref: string | null
  consentServices: ConsentServices
  scriptIds: ScriptIds
}
