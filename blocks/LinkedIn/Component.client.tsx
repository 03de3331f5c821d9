'use client'

import { useEffect, useRef } from 'react'

import { NEWS_FEED_SERVICE, type ConsentServices } from '@/src/domain/consent'
import { injectScript } from '@/storefront/consent/scripts/injectScript'
import { ServiceConsentGate } from '@/storefront/consent/ServiceConsentGate'

import styles from './LinkedIn.module.css'
import { LINKED_IN_TEXTS as T } from './texts'

/** Juicer's embed: a script that fills every `ul.juicer-feed[data-feed-id]` of the page, and its stylesheet. */
const EMBED_SCRIPT = 'https://assets.juicer.io/embed.js'
const EMBED_STYLE = 'https://assets.juicer.io/embed.css'
const SCRIPT_ID = 'consent-news-feed'
const STYLE_ID = 'consent-news-feed-style'

/**
 * Loads the embed after consent. The script fills the feeds present when it runs: after a client
 * navigation to another page with a feed it is added anew, so it runs again for the new list.
 */
function loadFeedEmbed(): void {
  if (!document.getElementById(STYLE_ID)) {
    const link = document.createElement('link')
    link.id = STYLE_ID
    link.rel = 'stylesheet'
    link.href = EMBED_STYLE
    document.head.appendChild(link)
  }
  document.getElementById(SCRIPT_ID)?.remove()
  injectScript(SCRIPT_ID, EMBED_SCRIPT)
}

/**
 * The feed's list is made here, outside React's rendering: the embed replaces its content, which
 * React must never reconcile.
 */
function Feed({ embedId }: { embedId: string }) {
  const hostRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const list = document.createElement('ul')
    list.className = 'juicer-feed'
    list.dataset.feedId = embedId
    list.dataset.per = '6'
    list.dataset.columns = '3'
    const loading = document.createElement('li')
    loading.className = styles.loading
    loading.textContent = T.loading
    list.appendChild(loading)
    host.replaceChildren(list)
    loadFeedEmbed()
    return () => host.replaceChildren()
  }, [embedId])
  return <div ref={hostRef} className={styles.feed} data-feed-id={embedId} />
}

/** The feed behind the consent for the feed service ('linkedInFeed'). */
export function LinkedInFeed({ services, embedId }: { services: ConsentServices; embedId: string }) {
  return (
    <ServiceConsentGate services={services} serviceId={NEWS_FEED_SERVICE} placeholder={T.placeholder}>
      <Feed embedId={embedId} />
    </ServiceConsentGate>
  )
}
