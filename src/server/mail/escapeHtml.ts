/** Escapes text for use inside HTML mail bodies. */
export const escapeHtml = (text: unknown): string =>
  String(text ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
