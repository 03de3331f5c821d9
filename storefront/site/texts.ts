/** Texts of the marketing site's pages (parts-shop-and-site.md sections 2 and 8). */
export const SITE_TEXTS = {
  serverError: {
    heading: '500 Internal Server Error',
    text: 'Leider ist ein interner Fehler aufgetreten.',
    back: 'Zur Startseite',
  },
  serviceMenu: 'Weitere Leistungen',
  preview: { notice: 'Vorschau: Sie sehen den aktuellen Entwurf dieser Seite.', exit: 'Vorschau beenden' },
  previewForbidden: 'Die Vorschau ist nur für angemeldete Redakteur:innen.',
} as const
