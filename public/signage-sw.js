/* global self, caches, fetch, URL */
/*
 * Service worker of the signage players (/signage/…): a TV keeps playing when the network drops,
 * also after a reload. The page and its playlist data are fetched from the network first and kept
 * as the last good copy; Next.js's scripts and styles, pictures and videos (paths that change with
 * every new version) come from the cache first. Event streams, the heartbeat and all writes always
 * go to the network.
 */
// the same name in backoffice/signage/useOfflineCache.ts
const CACHE = 'signage-v1'

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

const isVersionedAsset = (path) => path.startsWith('/_next/static/') || path.startsWith('/image/') || path.startsWith('/upload/')
const isPlayerDocument = (request, path) => request.mode === 'navigate' || /^\/signage\/[^/]+\/playlist$/.test(path)

async function networkFirst(request) {
  const cache = await caches.open(CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(request, response.clone())
    return response
  } catch (error) {
    const cached = await cache.match(request)
    if (cached) return cached
    throw error
  }
}

/** Pictures, videos and build assets: one full copy each (a video's range requests are answered from it). */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request.url)
  if (cached) return cached
  const response = await fetch(request.headers.has('range') ? request.url : request)
  if (response.status === 200) await cache.put(request.url, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (isVersionedAsset(url.pathname)) event.respondWith(cacheFirst(request))
  else if (isPlayerDocument(request, url.pathname)) event.respondWith(networkFirst(request))
})
