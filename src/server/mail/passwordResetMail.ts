import { escapeHtml } from './escapeHtml'

/** The password-reset mail of shop accounts and staff (Payload sends it; the link is built by the caller). */
export const PASSWORD_RESET_SUBJECT = 'Passwort zurücksetzen'

export const passwordResetHtml = (link: string): string =>
  '<p>Sie haben das Zurücksetzen Ihres Passworts angefordert.</p>' +
  `<p><a href="${escapeHtml(link)}">Neues Passwort festlegen</a></p>` +
  `<p>Falls der Link nicht funktioniert, öffnen Sie diese Adresse: ${escapeHtml(link)}</p>` +
  '<p>Falls Sie das nicht waren, ignorieren Sie diese E-Mail.</p>'
