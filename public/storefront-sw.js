/* global self, caches, fetch, URL, Response */
/*
 * Service worker of the storefront app ('App installieren', issue 26 §2.2): registered only while
 * the app plugin is on (storefront/shell/AppServiceWorker.tsx). It keeps the browser's own caching:
 * page loads go to the network (with navigation preload, so no delay), and only when the network is
 * gone does it answer with the German offline page. The signage players (/signage/, their own
 * worker public/signage-sw.js), the back office and the API are left alone.
 */
const CACHE = 'storefront-v1'
const OFFLINE_PAGE = '/offline.html'
const NOT_OURS = /^\/(?:signage|backend|api)(?:\/|$)/

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(OFFLINE_PAGE)).then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys()
    await Promise.all(names.filter((name) => name.startsWith('storefront-') && name !== CACHE).map((name) => caches.delete(name)))
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
    await self.clients.claim()
  })())
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  if (NOT_OURS.test(new URL(request.url).pathname)) return
  event.respondWith((async () => {
    try {
      return (await event.preloadResponse) || (await fetch(request))
    } catch {
      return (await caches.match(OFFLINE_PAGE)) || Response.error()
    }
  })())
})
