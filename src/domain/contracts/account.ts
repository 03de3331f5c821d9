import { z } from 'zod'

import { isValidVatNumber, passwordProblem, PASSWORD_TEXTS, VAT_NUMBER_INVALID } from '../account'
import type { StatusTone } from '../orders'

/**
 * The shop customer accounts' calls between server and browser under /api/custom/account
 * (parts-shop-and-site.md sections 2, 3, 5, 7 and 8): sign-up, the password calls, the shipping
 * addresses and the order history. The endpoints parse the bodies with these schemas and answer
 * these types; the account screens send and read the same.
 */

/** An answer that only says what happened: the reset mail went out, the password was changed. */
export interface MessageAnswer {
  message: string
}

// Input rules shared by the account forms

const MISSING = 'Diese Angabe fehlt.'
const PHONE_INVALID = 'Bitte geben Sie eine gültige Telefonnummer an.'

/** A required (empty counts as missing) and an optional trimmed text of at most `max` characters. */
const requiredText = (max: number) => z.string().trim().min(1, MISSING).max(max)
const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || undefined)

/** A phone number with at least 6 digits, however it is written. */
const phoneNumber = () => requiredText(40).refine((value) => value.replace(/\D/g, '').length >= 6, PHONE_INVALID)

/** Street, stairway, floor, door, zip code, city of an address; the country is fixed (the forms send 'Österreich'). */
const addressShape = {
  street: requiredText(200),
  stairway: optionalText(20),
  floor: optionalText(20),
  door: optionalText(20),
  zipCode: requiredText(10),
  city: requiredText(100),
  country: z.string().optional(),
}

// POST /api/custom/account/signup

const SIGNUP_INPUT_TEXTS = {
  companyRequired: 'Bitte geben Sie den Firmennamen an.',
  terms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
} as const

/** The sign-up form's fields (section 3, "Signup form"), each checked on its own. */
const signupFields = z.object({
  isCompany: z.boolean().default(true),
  companyName: optionalText(200),
  vatNumber: optionalText(30).refine((value) => value === undefined || isValidVatNumber(value), VAT_NUMBER_INVALID),
  firstName: requiredText(100),
  lastName: requiredText(100),
  ...addressShape,
  email: z.string().trim().toLowerCase().email().max(200),
  phone: phoneNumber(),
  password: z.string().max(200),
  passwordRepeat: z.string().max(200),
  termsAndConditions: z.literal(true, { error: SIGNUP_INPUT_TEXTS.terms }),
  privacyPolicy: z.literal(true, { error: SIGNUP_INPUT_TEXTS.privacy }),
})

/**
 * The sign-up body: the fields, the company name for a company, and the password rules. The
 * server passes its list of leaked passwords (`isLeaked`); the list never reaches a browser.
 */
export const signupBody = (isLeaked?: (password: string) => boolean) =>
  signupFields.superRefine((form, context) => {
    if (form.isCompany && !form.companyName) context.addIssue({ code: 'custom', path: ['companyName'], message: SIGNUP_INPUT_TEXTS.companyRequired })
    const problem = passwordProblem(form.password, form.passwordRepeat, isLeaked)
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
  })

/** What the sign-up screen sends: the form's texts and its checkboxes as they are (an unticked one is refused with its message). */
export type SignupRequest = Omit<z.input<typeof signupFields>, 'termsAndConditions' | 'privacyPolicy'> & { termsAndConditions: boolean; privacyPolicy: boolean }
export type SignupForm = z.output<typeof signupFields>

/** 201: the account waits for staff approval. */
export interface SignupAnswer {
  email: string
}

// POST /api/custom/account/reset-password, …/reset-password/{token}, …/change-password

export const PASSWORD_CALL_TEXTS = {
  resetSent: 'Wir haben Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.',
  changed: 'Ihr Passwort wurde erfolgreich geändert.',
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  repeatMissing: 'Bitte wiederholen Sie das Passwort.',
  tooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  invalidToken: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
} as const

const MAX_PASSWORD_LENGTH = 200

/** The reset request `{ email }`; answered with MessageAnswer whether an account has the address or not. */
export const resetRequestBody = z.object({
  email: z.string({ error: PASSWORD_CALL_TEXTS.emailMissing }).trim().min(1, PASSWORD_CALL_TEXTS.emailMissing).max(254, PASSWORD_CALL_TEXTS.emailInvalid).email(PASSWORD_CALL_TEXTS.emailInvalid),
})
export type ResetRequest = z.input<typeof resetRequestBody>

/** The new password of a reset or a change `{ password, passwordRepeat }`; answered with MessageAnswer. */
export const newPasswordBody = z.object({
  password: z.string({ error: PASSWORD_TEXTS.missing }).max(MAX_PASSWORD_LENGTH, PASSWORD_CALL_TEXTS.tooLong),
  passwordRepeat: z.string({ error: PASSWORD_CALL_TEXTS.repeatMissing }).max(MAX_PASSWORD_LENGTH, PASSWORD_CALL_TEXTS.tooLong),
})
export type NewPasswordRequest = z.input<typeof newPasswordBody>

// /api/custom/account/shipping: GET, POST, PUT /{index}, DELETE /{index}

/** A shipping address of the customer (kept with the customer record, named by its zero-based index). */
export interface ShippingAddress {
  companyName?: string | null
  firstName?: string | null
  lastName?: string | null
  email: string
  phone: string
  street: string
  stairway?: string | null
  floor?: string | null
  door?: string | null
  zipCode: string
  city: string
  country: 'AT' | 'DE' | 'CH' | 'LI'
}

/** Required: e-mail, phone, street, zip code, city and country; the rest optional (spec 001 §5). */
export const shippingAddressBody = z.object({
  companyName: optionalText(200),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z.string().trim().toLowerCase().email().max(200),
  phone: phoneNumber(),
  ...addressShape,
})
export type ShippingAddressRequest = z.input<typeof shippingAddressBody>

/** Every answer of the shipping calls: the list after the change. */
export interface ShippingAddressesAnswer {
  addresses: ShippingAddress[]
}

// GET /api/custom/account/orders?page= and /api/custom/account/orders/{uid}

/** A file of the order (its confirmation), served through the order's private path. */
interface OrderFileLink {
  url: string
  name: string
}

/** One row of the history list. */
export interface AccountOrderSummary {
  uid: string
  /** The customer's own order number. */
  ticketNumber: string | null
  createdAt: string
  /** The net goods value (after discounts, before VAT) and its currency. */
  goodsValue: number | null
  currency: string
  isCompleted: boolean
  isCanceled: boolean
  status: { label: string; tone: StatusTone }
  orderAcknowledgement: OrderFileLink | null
  /** Shipment tracking, https only. */
  trackingUrl: string | null
}

interface AccountOrderItem {
  uid: string | null
  name: string
  desiredDate: string | null
  comment: string | null
  amount: number
  /** The product page for 'Erneut bestellen', null when the product is gone or no longer listed. */
  productHref: string | null
}

export interface AccountOrder extends AccountOrderSummary {
  comment: string | null
  isCompany: boolean
  companyName: string | null
  firstName: string | null
  lastName: string | null
  street: string | null
  stairway: string | null
  floor: string | null
  door: string | null
  zipCode: string | null
  city: string | null
  country: string | null
  email: string | null
  phone: string | null
  vatNumber: string | null
  isVatNumberVerified: boolean
  isDeliveryAddressDifferent: boolean
  deliveryIsCompany: boolean
  deliveryCompanyName: string | null
  deliveryFirstName: string | null
  deliveryLastName: string | null
  deliveryStreet: string | null
  deliveryStairway: string | null
  deliveryFloor: string | null
  deliveryDoor: string | null
  deliveryZipCode: string | null
  deliveryCity: string | null
  deliveryCountry: string | null
  items: AccountOrderItem[]
}

/** The list: 20 per page, newest first. */
export interface AccountOrderPage {
  docs: AccountOrderSummary[]
  totalDocs: number
  page: number
  totalPages: number
}

/** One order of the caller. */
export interface AccountOrderAnswer {
  data: AccountOrder
}
