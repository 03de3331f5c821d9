/** The device init data of ordering-storefront.md section 7, read from the browser. */
export function deviceInfo(): Record<string, unknown> {
  const { navigator: nav, screen, document: doc } = window
  return {
    language: nav.language,
    languages: [...(nav.languages ?? [])],
    userAgent: nav.userAgent,
    documentReferrer: doc.referrer,
    screenWidth: screen.width,
    screenHeight: screen.height,
    screenAvailWidth: screen.availWidth,
    screenAvailHeight: screen.availHeight,
    windowInnerWidth: window.innerWidth,
    windowInnerHeight: window.innerHeight,
    windowDevicePixelRatio: window.devicePixelRatio,
    orientation: window.matchMedia('(orientation: portrait)').matches ? 'portrait' : 'landscape',
    darkMode: window.matchMedia('(prefers-color-scheme: dark)').matches,
  }
}
