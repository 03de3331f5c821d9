import Link from 'next/link'

import { contentLinkTargets, type ContentLinkInput, type ContentLinkTarget } from '@/src/domain/site'

/** One content link: internal pages through Next's Link, everything else as a plain anchor. */
export function ContentLink({ target, className }: { target: ContentLinkTarget; className?: string }) {
  if (target.href.startsWith('/') && !target.href.startsWith('//') && !target.isFile) {
    return <Link href={target.href} className={className}>{target.label}</Link>
  }
  return (
    <a href={target.href} className={className} {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {target.label}
    </a>
  )
}

/**
 * The links of a block as buttons (the first primary); links whose page or file is gone are left
 * out, and with none left nothing renders.
 */
export function ContentLinks({ links, className }: { links: readonly ContentLinkInput[] | null | undefined; className?: string }) {
  const targets = contentLinkTargets(links)
  if (targets.length === 0) return null
  return (
    <div className={className ?? 'content-links'}>
      {targets.map((target, index) => (
        <ContentLink key={`${target.href}-${index}`} target={target} className={index === 0 ? 'btn btn-primary' : 'btn'} />
      ))}
    </div>
  )
}
