import type { PayloadRequest } from 'payload'

import { normalizeVatNumber } from '@/src/domain/account'
import { signupBody, type SignupAnswer, type SignupForm } from '@/src/domain/contracts/account'
import { ROLES } from '@/src/domain/roles'
import { ApiError } from '@/src/server/http/apiError'
import { parseInput } from '@/src/server/http/validation'
import { escapeHtml } from '@/src/server/mail/escapeHtml'
import { publicServerUrl } from '@/src/server/environment/serverUrl'
import { inTransaction } from '@/src/server/orders/workflow/transaction'

import { isLeakedPassword } from './leakedPasswords'

/**
 * Self sign-up of a parts-shop customer (parts-shop-and-site.md sections 2, 3 and 5): the customer
 * record with the billing data and the account, in one transaction. The account waits for staff
 * approval (no session until then); staff hear of it by e-mail and approve it in the back office,
 * which sends the activation mail (collections/shop/external-users/hooks/approval.ts).
 */

const SIGNUP_TEXTS = {
  emailTaken: 'Für diese E-Mail-Adresse besteht bereits ein Kundenkonto. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
  signedIn: 'Sie sind bereits angemeldet.',
  staffSubject: 'Neue Registrierung im Teileshop',
} as const

/** The only country of the sign-up form ('Österreich', read-only), stored as its code. */
const SIGNUP_COUNTRY_CODE = 'AT'

/** The contract's sign-up body with the server's list of leaked passwords. */
const signupSchema = signupBody(isLeakedPassword)

/** Creates the customer and its unapproved account from the sign-up form; refuses (422) bad input with German messages. */
export async function signUp(req: PayloadRequest, body: unknown): Promise<SignupAnswer> {
  if (req.user) throw new ApiError(SIGNUP_TEXTS.signedIn, 409)
  const form = parseInput(signupSchema, body)
  const { payload } = req
  const taken = await payload.count({ collection: 'external-users', where: { email: { equals: form.email } }, overrideAccess: true })
  if (taken.totalDocs > 0) throw new ApiError(SIGNUP_TEXTS.emailTaken, 422, 'email')
  await inTransaction(req, async () => {
    const customer = await payload.create({
      collection: 'customers',
      data: {
        isCompany: form.isCompany, companyName: form.isCompany ? form.companyName : undefined,
        firstName: form.firstName, lastName: form.lastName, email: form.email, phone: form.phone,
        street: form.street, stairway: form.stairway, floor: form.floor, door: form.door, zipCode: form.zipCode, city: form.city,
        country: SIGNUP_COUNTRY_CODE,
        vatNumber: form.vatNumber && normalizeVatNumber(form.vatNumber), isVatNumberVerified: false,
      },
      depth: 0, overrideAccess: true, req, select: { email: true },
    })
    // The create counts against the sign-up limit of the client (limitAuthOperations); a refusal rolls the customer back.
    await payload.create({
      collection: 'external-users',
      data: {
        email: form.email, password: form.password, firstName: form.firstName, lastName: form.lastName, phone: form.phone,
        isApproved: false, roles: [ROLES.externalUser], customers: [customer.id],
      },
      depth: 0, overrideAccess: true, req, select: { email: true },
    })
  })
  await tellStaff(req, form).catch((error: unknown) => payload.logger.error({ err: error }, 'Die Mitteilung über eine neue Registrierung konnte nicht gesendet werden.'))
  return { email: form.email }
}

/** The e-mail to the shop's address (settings) about a new sign-up, with the link to the waiting accounts. */
async function tellStaff(req: PayloadRequest, form: SignupForm): Promise<void> {
  const settings = await req.payload.findGlobal({ slug: 'config', depth: 0, select: { email: true } })
  const to = settings.email?.trim()
  if (!to) return
  const link = `${publicServerUrl()}/backend/collections/external-users?where[isApproved][equals]=false`
  const who = [form.isCompany ? form.companyName : undefined, `${form.firstName} ${form.lastName}`].filter(Boolean).join(', ')
  const lines = [
    `Neue Registrierung im Teileshop: ${who} (${form.email}, ${form.phone}), ${form.zipCode} ${form.city}.`,
    form.vatNumber ? `UID-Nummer (ungeprüft): ${normalizeVatNumber(form.vatNumber)}` : 'Keine UID-Nummer angegeben.',
    `Das Konto wartet auf Freischaltung: ${link}`,
  ]
  await req.payload.sendEmail({
    to,
    subject: `${SIGNUP_TEXTS.staffSubject}: ${who}`,
    text: lines.join('\n'),
    html: `${lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>Das Konto wartet auf <a href="${escapeHtml(link)}">Freischaltung</a>.</p>`,
  })
}

