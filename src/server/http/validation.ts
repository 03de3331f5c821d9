import { z } from 'zod'

import { ApiError, type FieldError } from './apiError'

type Issue = z.core.$ZodRawIssue

const quoted = (value: unknown) => `„${String(value)}“`

const MISSING = 'Diese Angabe fehlt.'
const INVALID = 'Dieser Wert ist ungültig.'

const TYPE_MESSAGES: Record<string, string> = {
  string: 'Bitte geben Sie einen Text an.',
  number: 'Bitte geben Sie eine gültige Zahl an.',
  int: 'Bitte geben Sie eine ganze Zahl an.',
  bigint: 'Bitte geben Sie eine ganze Zahl an.',
  nan: 'Bitte geben Sie eine gültige Zahl an.',
  boolean: 'Bitte geben Sie true oder false an.',
  array: 'Bitte geben Sie eine Liste an.',
  set: 'Bitte geben Sie eine Liste an.',
  tuple: 'Bitte geben Sie eine Liste an.',
  object: 'Bitte geben Sie ein Objekt an.',
  record: 'Bitte geben Sie ein Objekt an.',
  map: 'Bitte geben Sie ein Objekt an.',
  date: 'Bitte geben Sie ein gültiges Datum an.',
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  url: 'Bitte geben Sie eine gültige Adresse (URL) an.',
  datetime: 'Bitte geben Sie Datum und Uhrzeit im ISO-Format an.',
  date: 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.',
  time: 'Bitte geben Sie eine Uhrzeit im Format hh:mm an.',
}

const isNumeric = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint'

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum
  if (issue.origin === 'string') return issue.exact ? `Genau ${max} Zeichen.` : `Höchstens ${max} Zeichen.`
  if (issue.origin === 'array' || issue.origin === 'set') return Number(max) === 1 ? 'Höchstens 1 Eintrag.' : `Höchstens ${max} Einträge.`
  if (isNumeric(issue.origin)) {
    if (Number(max) >= Number.MAX_SAFE_INTEGER) return 'Die Zahl ist zu groß.'
    return issue.inclusive ? `Der Wert darf höchstens ${max} sein.` : `Der Wert muss kleiner als ${max} sein.`
  }
  if (issue.origin === 'file') return 'Die Datei ist zu groß.'
  return 'Der Wert ist zu groß.'
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum
  if (issue.origin === 'string') return Number(min) <= 1 ? 'Diese Angabe darf nicht leer sein.' : `Mindestens ${min} Zeichen.`
  if (issue.origin === 'array' || issue.origin === 'set') return Number(min) <= 1 ? 'Bitte geben Sie mindestens einen Eintrag an.' : `Mindestens ${min} Einträge.`
  if (isNumeric(issue.origin)) {
    if (Number(min) <= Number.MIN_SAFE_INTEGER) return 'Die Zahl ist zu klein.'
    return issue.inclusive ? `Der Wert muss mindestens ${min} sein.` : `Der Wert muss größer als ${min} sein.`
  }
  return 'Der Wert ist zu klein.'
}

/**
 * Our German wording for zod's issues, where a schema names no text of its own. Codes left out
 * (unrecognized keys, multiples) keep the wording of zod's German locale beneath it.
 */
function germanIssueMessage(issue: Issue): string | undefined {
  const absent = issue.input === undefined || issue.input === null
  switch (issue.code) {
    case 'invalid_type':
      return absent ? MISSING : (TYPE_MESSAGES[issue.expected] ?? INVALID)
    case 'invalid_union':
      return absent ? MISSING : INVALID
    case 'invalid_value':
      if (absent) return MISSING
      return issue.values.length === 1
        ? `Erwartet wird ${quoted(issue.values[0])}.`
        : `Bitte wählen Sie einen der Werte ${issue.values.map(quoted).join(', ')}.`
    case 'too_big':
      return tooBig(issue)
    case 'too_small':
      return tooSmall(issue)
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Dieser Wert hat nicht das erwartete Format.'
    case 'invalid_key':
      return 'Ungültiger Feldname.'
    case 'invalid_element':
      return 'Ungültiger Eintrag.'
    case 'custom':
      return INVALID
    default:
      return undefined
  }
}

/**
 * German for every zod validation of the server: zod's own German locale, with our wording above
 * it. Global to zod (its config lives on globalThis); payload.config.ts, the composition root that
 * every server entry and the integration tests load, calls it once. Texts a schema states itself
 * still win.
 */
export function configureGermanValidation(): void {
  z.config(z.locales.de())
  z.config({ customError: germanIssueMessage })
}

/** One `{ field, message }` per issue; the field is the issue's path, dotted (`items.0.amount`). */
const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => {
    const field = issue.path.map(String).join('.')
    return field ? { field, message: issue.message } : { message: issue.message }
  })

/** The parsed value, or an ApiError 422 with one entry per invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw ApiError.fields(fieldErrorsOf(parsed.error))
}
