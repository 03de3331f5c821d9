import type { Metadata } from 'next'

import { imagePath } from '@/src/domain/media'
import { shortAppName } from '@/src/domain/shell'

import type { ShellData } from './types'

function baseUrl(...candidates: (string | null)[]): URL | undefined {
  for (const candidate of candidates) {
    try {
      if (candidate) return new URL(candidate)
    } catch {
      // not an absolute address: try the next one
    }
  }
  return undefined
}

/**
 * Metadata of every storefront page: the title template '%s - {shop title}' (pages set their own
 * title, e.g. the branch name), description, favicon and the social-card and microblog variants.
 */
export function shellMetadata(shell: ShellData): Metadata {
  const { plain, social, microblog } = shell.meta
  const metadataBase = baseUrl(plain.url, shell.contact.website)
  const socialImage = social.image ?? plain.image
  const microblogImage = microblog.image ?? socialImage
  return {
    ...(metadataBase ? { metadataBase } : {}),
    title: { default: shell.shopTitle, template: `%s - ${shell.shopTitle}` },
    description: shell.description ?? undefined,
    applicationName: shell.shopName,
    icons: shell.favicon ? { icon: imagePath(shell.favicon, 'icon') } : undefined,
    // The app plugin makes the storefront installable (storefront/shell/pwa/manifest.ts).
    ...(shell.plugins.pwa ? { manifest: '/manifest.webmanifest', appleWebApp: { capable: true, title: shortAppName(shell.shopName) } } : {}),
    openGraph: {
      siteName: shell.shopName,
      locale: 'de_AT',
      type: 'website',
      title: social.title ?? shell.shopTitle,
      description: social.description ?? shell.description ?? undefined,
      ...(social.url ? { url: social.url } : {}),
      ...(socialImage && metadataBase ? { images: [{ url: imagePath(socialImage, 'large'), alt: socialImage.alt ?? '' }] } : {}),
    },
    twitter: {
      card: microblogImage ? 'summary_large_image' : 'summary',
      title: microblog.title ?? social.title ?? shell.shopTitle,
      description: microblog.description ?? social.description ?? shell.description ?? undefined,
      ...(microblogImage && metadataBase ? { images: [imagePath(microblogImage, 'large')] } : {}),
    },
  }
}
