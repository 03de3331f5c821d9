/** What the tablet sends when the back office asks for its log: the browser, the screen, the connection and the page's recent errors. */
export function tabletLog(errors: readonly string[], now = new Date()): string {
  return [
    `Zeit: ${now.toISOString()}`,
    `Browser: ${navigator.userAgent}`,
    `Bildschirm: ${screen.width}×${screen.height}, Fenster ${innerWidth}×${innerHeight}, Pixelverhältnis ${devicePixelRatio}`,
    `Verbindung: ${navigator.onLine ? 'online' : 'offline'}`,
    `Seite geöffnet: ${new Date(performance.timeOrigin).toISOString()}`,
    errors.length > 0 ? `Fehler seit dem Öffnen (${errors.length}):` : 'Keine Fehler seit dem Öffnen.',
    ...errors,
  ].join('\n')
}
