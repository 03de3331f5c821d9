/**
 * Where sign-in may send the visitor afterwards (parts-shop-and-site.md section 4: "redirect to
 * returnUrl if present, else reload the page"). Only a path of this site is followed: it starts
 * with a single '/', never '//' or '/\' (which browsers read as another host), and holds no
 * control characters or line separators (browsers drop tabs and line breaks, so '/\t/evil.example'
 * would become '//evil.example'). Anything else, an absolute address with a scheme included,
 * gives null: the screen then reloads instead.
 */
const MAX_RETURN_URL_LENGTH = 2000

export function safeReturnUrl(value: unknown): string | null {
  const candidate = Array.isArray(value) ? value[0] : value
  if (typeof candidate !== 'string') return null
  if (candidate.length === 0 || candidate.length > MAX_RETURN_URL_LENGTH) return null
  if (!candidate.startsWith('/')) return null
  if (candidate[1] === '/' || candidate[1] === '\\') return null
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(candidate)) return null
  return candidate
}
