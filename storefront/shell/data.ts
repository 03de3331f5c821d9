import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { consentServicesFromList, DEFAULT_CONSENT_SERVICES, PIXEL_SERVICE, TAG_SERVICE, CHAT_WIDGET_SERVICE } from '@/src/domain/consent'
import { imageRef, type ImageFields } from '@/src/domain/media'
import {
  legalLinks,
  navigationReferences,
  navigationTree,
  pickNavigation,
  shopNavigationTarget,
  singleBranchTarget,
  type NavigationItemInput,
  type NavigationTargets,
} from '@/src/domain/shell'
import { filledText } from '@/src/domain/text'
import type { Theme } from '@/src/payload-types'
import { publicCache } from '@/src/server/cache/publicCache'
import { themeFont } from '@/src/server/fonts/fontCatalogue'

import { SHELL_TEXTS } from './texts'
import type { PageMeta, ShellData } from './types'

type MetaDoc = Theme['meta']

/** The shell shows every picture: without alternative text it names the shop, without extension it asks for a JPEG. */
const toImage = (value: number | ImageFields | null | undefined, alt: string) => imageRef(value, { alt, extension: 'jpg' })

const toMeta = (meta: MetaDoc, alt: string): PageMeta => ({
  title: filledText(meta?.title), description: filledText(meta?.description), url: filledText(meta?.url), image: toImage(meta?.image, alt),
})

async function loadTargets(items: NavigationItemInput[]): Promise<NavigationTargets> {
  const payload = await getPayload({ config: configPromise })
  const references = navigationReferences(items)
  const [sites, branches] = await Promise.all([
    references.sites.length === 0 ? { docs: [] } : payload.find({
      collection: 'sites', depth: 0, overrideAccess: true, pagination: false, select: { path: true },
      where: { and: [{ id: { in: references.sites } }, { _status: { equals: 'published' } }] },
    }),
    references.branches.length === 0 ? { docs: [] } : payload.find({
      collection: 'branches', depth: 0, overrideAccess: true, pagination: false, select: { identifier: true },
      where: { and: [{ id: { in: references.branches } }, { isEnabled: { equals: true } }, { isPublic: { equals: true } }] },
    }),
  ])
  return {
    sites: Object.fromEntries(sites.docs.map((site) => [String(site.id), site.path])),
    branches: Object.fromEntries(branches.docs.map((branch) => [String(branch.id), branch.identifier])),
  }
}

async function loadShellData(): Promise<ShellData> {
  const payload = await getPayload({ config: configPromise })
  const [config, theme, navigations, branches] = await Promise.all([
    payload.findGlobal({
      slug: 'config', depth: 0, overrideAccess: true,
      select: {
        shopName: true, businessName: true, title: true, description: true, seoDescription: true, tagline: true,
        street: true, zipCode: true, city: true, phone: true, email: true, website: true, socialLinks: true,
        enablePluginSearch: true, enablePluginPWA: true, consentServices: true,
        termsAndConditions: true, termsAndConditionsText: true, privacyPolicy: true, privacyPolicyText: true,
        imprint: true, imprintText: true, allergens: true, allergensText: true,
      },
    }),
    payload.findGlobal({
      slug: 'theme', depth: 1, overrideAccess: true,
      select: {
        color1: true, color2: true, borderRadius: true, font: true, fontUrl: true, logo: true, favicon: true, shareImage: true,
        advertisingTagId: true, socialPixelId: true, meta: true, socialMeta: true, microblogMeta: true,
      },
    }),
    payload.find({ collection: 'navigations', depth: 0, overrideAccess: true, pagination: false, sort: 'createdAt', select: { identifier: true, items: true } }),
    payload.find({ collection: 'branches', depth: 0, overrideAccess: true, pagination: false, sort: 'createdAt', select: { identifier: true, isEnabled: true, isPublic: true } }),
  ])

  const main = pickNavigation(navigations.docs, 'main', true)
  const footer = pickNavigation(navigations.docs, 'footer', false)
  const items: NavigationItemInput[] = [...(main?.items ?? []), ...(footer?.items ?? [])]
  const targets = await loadTargets(items)
  const branchList = branches.docs.map((branch) => ({ identifier: branch.identifier ?? '', isEnabled: branch.isEnabled === true, isPublic: branch.isPublic === true }))
  const shopHref = shopNavigationTarget(branchList)
  const mainNavigation = navigationTree(main?.items, targets)
  if (shopHref) mainNavigation.push({ label: SHELL_TEXTS.navigation.shop, href: shopHref, isExternal: false, children: [] })

  const listed = consentServicesFromList(config.consentServices)
  const consentServices = Object.keys(listed).length > 0 ? listed : DEFAULT_CONSENT_SERVICES
  const shopName = config.shopName
  const meta = toMeta(theme.meta, shopName)
  const font = themeFont(filledText(theme.font), filledText(theme.fontUrl))

  return {
    shopName,
    shopTitle: meta.title ?? filledText(config.title) ?? shopName,
    description: meta.description ?? filledText(config.seoDescription) ?? null,
    tagline: filledText(config.tagline),
    contact: {
      businessName: filledText(config.businessName), street: filledText(config.street), zipCode: filledText(config.zipCode), city: filledText(config.city),
      phone: filledText(config.phone), email: filledText(config.email), website: filledText(config.website),
    },
    socialLinks: (config.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
    legalLinks: legalLinks(config),
    plugins: { search: config.enablePluginSearch === true, pwa: config.enablePluginPWA === true },
    theme: {
      color1: theme.color1 || '#DC0814', color2: theme.color2 || '#000000', borderRadius: Number(theme.borderRadius ?? 0) || 0,
      font: filledText(theme.font), fontFaces: font.faces, fontStylesheets: font.stylesheets,
    },
    logo: toImage(theme.logo, shopName),
    favicon: toImage(theme.favicon, shopName),
    meta: { plain: meta, social: toMeta(theme.socialMeta, shopName), microblog: toMeta(theme.microblogMeta, shopName) },
    mainNavigation,
    footerNavigation: navigationTree(footer?.items, targets),
    branches: branchList.map(({ identifier, isEnabled }) => ({ identifier, isEnabled })),
    onlineOrderHref: singleBranchTarget(branchList),
    consentServices,
    scriptIds: {
      tag: consentServices[TAG_SERVICE]?.scriptId ?? filledText(theme.advertisingTagId),
      pixel: consentServices[PIXEL_SERVICE]?.scriptId ?? filledText(theme.socialPixelId),
      chat: consentServices[CHAT_WIDGET_SERVICE]?.scriptId ?? null,
    },
  }
}

/**
 * The shared layout's data: settings, theme, navigations and branches, cached until one of them
 * changes (sites and images too: the navigation shows site paths, the header the logo).
 */
export const loadShell = publicCache('shell', ['config', 'theme', 'navigations', 'branches', 'sites', 'images'], loadShellData)
