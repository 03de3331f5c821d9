import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The common passwords of zxcvbn-ts's list (about 49,000 entries from published password leaks),
 * compared without case. Loaded on the server only; the list never reaches a browser.
 */
let leaked: Set<string> | undefined

export function isLeakedPassword(password: string): boolean {
  leaked ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()))
  return leaked.has(password.toLowerCase())
}
