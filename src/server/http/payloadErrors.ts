import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { APIError, QueryError, ValidationError } from 'payload'

import { formalGerman } from '../i18n/formalGerman'
import { SIGN_IN_MESSAGES } from '../i18n/signInMessages'
import { ApiError } from './apiError'
import { isDatabaseInputError } from './databaseErrors'

const INVALID_VALUE = 'Die Anfrage enthält einen ungültigen Wert.'
const QUERY_REFUSED = 'Nach diesem Feld kann nicht gesucht oder sortiert werden.'
const MALFORMED_BODY = 'Die Anfrage ist unvollständig oder fehlerhaft.'

/** Our own text for Payload's multipart limit (payload.config.ts `upload.responseOnLimit`), kept as it is. */
export const UPLOAD_TOO_LARGE = 'Die Datei ist zu groß (höchstens 10 MB).'

/** Payload's hard-coded English refusals a visitor can cause, in our words. */
const KNOWN_MESSAGES: Record<string, { message: string; status?: number; field?: string }> = {
  'Invalid JSON': { message: 'Die Anfrage enthält kein gültiges JSON.' },
  'Token is either invalid or has expired.': { message: SIGN_IN_MESSAGES.invalidLink },
  'Verification token is invalid.': { message: 'Der Bestätigungslink ist ungültig.' },
  // POST /{collection}/verify/:token of a collection without e-mail verification (Payload looks for a field it never made).
  'Cannot find field for path at _verificationToken': { message: 'Der Bestätigungslink ist ungültig.', status: 403 },
  'Missing email.': { message: 'Diese Angabe fehlt.', field: 'email' },
  'Missing username.': { message: 'Diese Angabe fehlt.', field: 'username' },
  'No User': { message: 'Bitte melden Sie sich an.', status: 401 },
  'Request is not eligible for file upload': { message: 'Diese Anfrage darf keine Datei enthalten.', status: 400 },
  'Multipart limit has been reached': { message: 'Die Anfrage ist zu groß.' },
  [UPLOAD_TOO_LARGE]: { message: UPLOAD_TOO_LARGE, status: 413 },
  'Multipart request size limit has been reached': { message: 'Die Anfrage ist zu groß.' },
}

/** For any other English refusal of Payload: a German text by status. */
const BY_STATUS: Record<number, string> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Sie haben keine Berechtigung für diese Aktion.',
  404: 'Der Eintrag wurde nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  409: 'Die Anfrage widerspricht dem aktuellen Stand.',
  413: 'Die Anfrage ist zu groß.',
  423: 'Dieser Eintrag ist gesperrt.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
}
const REFUSED = 'Die Anfrage konnte nicht bearbeitet werden.'

type Texts = Record<string, Record<string, string>>

/** Payload's English fallback texts (used where it has no `t` at hand) mapped to its German ones, in our formal wording. */
const GERMAN_OF_ENGLISH = new Map(
  Object.entries(en.translations as unknown as Texts).flatMap(([group, texts]) =>
    Object.entries(texts).flatMap(([key, english]) => {
      const german = (formalGerman.de as unknown as Texts)[group]?.[key] ?? (de.translations as unknown as Texts)[group]?.[key]
      return german && !english.includes('{{') ? [[english, german] as const] : []
    }),
  ),
)

/** Parts of a request that could not be read: a body for the multipart parser (busboy), JSON.parse or decodeURIComponent (a path). */
const isMalformedRequest = (error: Error) =>
  error instanceof SyntaxError || error instanceof URIError || /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found|Unexpected end of multipart data)/.test(error.message)

/**
 * A `where` with an operator the database adapter lacks for the field (`where[name][near]=1,2,3`:
 * Payload lets geo operators through for any field, and the PostgreSQL adapter has none of them).
 */
const isOperatorWithoutAdapter = (error: Error) => error instanceof TypeError && error.message.startsWith('adapter.operators[queryOperator] is not a function')

const FOLLOWING_FIELDS: [string, string][] = [
  [en.translations.error.followingFieldsInvalid_one, de.translations.error.followingFieldsInvalid_one],
  [en.translations.error.followingFieldsInvalid_other, de.translations.error.followingFieldsInvalid_other],
]

/**
 * Payload's answer to its ValidationError, `{ errors: [{ name, message, data: { errors: [{ path,
 * message }] } }] }` (the admin marks the fields from `data`), in German: where Payload had no `t`
 * at hand (login without an e-mail address) its summary and field texts are English.
 */
export function germanValidationAnswer(error: ValidationError) {
  const english = FOLLOWING_FIELDS.find(([prefix]) => error.message.startsWith(prefix))
  const message = english ? error.message.replace(english[0], english[1]) : error.message
  const errors = (error.data?.errors ?? []).map((entry) => ({ ...entry, message: GERMAN_OF_ENGLISH.get(entry.message) ?? entry.message }))
  return { errors: [{ name: error.name, message, data: { ...error.data, errors } }] }
}

/**
 * The refusal in German that an error of Payload, of the database or of a request's body stands
 * for, or undefined for a server error (and for a ValidationError, see germanValidationAnswer). PostgreSQL's input errors and Payload's query errors are
 * the client's (400); Payload's English texts become German, by its own translations where they
 * exist, else by message or status.
 */
export function refusalOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (!(error instanceof Error)) return undefined
  if (isDatabaseInputError(error)) return new ApiError(INVALID_VALUE, 400)
  if (error instanceof QueryError || isOperatorWithoutAdapter(error)) return new ApiError(QUERY_REFUSED, 400)
  if (isMalformedRequest(error)) return new ApiError(MALFORMED_BODY, 400)
  if (!(error instanceof APIError)) return undefined
  const known = KNOWN_MESSAGES[error.message]
  if (known) return new ApiError(known.message, known.status ?? error.status, known.field)
  if (error.status >= 500) return undefined
  const german = GERMAN_OF_ENGLISH.get(error.message) ?? (error.name === 'APIError' ? (BY_STATUS[error.status] ?? REFUSED) : error.message)
  return new ApiError(german, error.status)
}
