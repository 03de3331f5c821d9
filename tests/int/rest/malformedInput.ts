/** Malformed request bodies and queries, and the check of the answers (validationMessages.test.ts). */

import { CONTENT_AI_TEXTS } from '@/src/domain/contentAi'

/** A request body as sent: JSON text (not always valid), or none. */
export type Variant = { label: string; text: string | undefined }

/** Stand for numbers JSON can write but JavaScript cannot hold: 1e400 (read as Infinity), 99999999999999999999 (beyond 2^53). */
const HUGE = '__HUGE_NUMBER__'
const LONG = '__LONG_NUMBER__'

/** JSON text of a value, HUGE and LONG written as the numbers they stand for. */
export const json = (value: unknown) => JSON.stringify(value).replaceAll(`"${HUGE}"`, '1e400').replaceAll(`"${LONG}"`, '99999999999999999999')

/** Whole bodies of the wrong kind: missing, strings, numbers, arrays where objects are expected, NUL, huge numbers, broken or deeply nested JSON. */
export const WHOLE_BODIES: Variant[] = [
  { label: 'ohne Body', text: undefined },
  { label: 'leeres Objekt', text: '{}' },
  { label: 'Text statt Objekt', text: '"Text"' },
  { label: 'Zahl statt Objekt', text: '42' },
  { label: 'null', text: 'null' },
  { label: 'leere Liste statt Objekt', text: '[]' },
  { label: 'Liste von Objekten statt Objekt', text: '[{"name":"x"}]' },
  { label: 'NUL-Zeichen', text: json({ name: 'a\u0000b', comment: '\u0000' }) },
  { label: 'riesige Zahl', text: json({ amount: HUGE, id: HUGE, items: HUGE }) },
  { label: 'kaputtes JSON', text: '{"items":' },
  { label: 'tief verschachtelt', text: `{"items":${'['.repeat(3000)}${']'.repeat(3000)}}` },
]

/** Values that replace one field at a time. */
export const FIELD_VALUES: [string, unknown][] = [
  ['fehlt', undefined],
  ['Text', 'Text'],
  ['Zahl', 12345],
  ['Objekt', { a: 1 }],
  ['Liste', ['a']],
  ['Liste von Listen', [[1]]],
  ['null', null],
  ['true', true],
  ['riesige Zahl', HUGE],
  ['negative riesige Zahl', -1e308],
  ['lange Zahl', LONG],
  ['NUL-Zeichen', 'a\u0000b'],
  ['langer Text', 'x'.repeat(5000)],
]

type Path = (string | number)[]

/** The paths to vary: every top-level field, and the fields of the first entry of a list of objects. */
function fieldPaths(sample: Record<string, unknown>): Path[] {
  return Object.entries(sample).flatMap(([key, value]): Path[] => {
    const first = Array.isArray(value) ? value[0] : undefined
    const nested = first && typeof first === 'object' && !Array.isArray(first) ? Object.keys(first).map((inner): Path => [key, 0, inner]) : []
    return [[key], ...nested]
  })
}

function withValue(sample: Record<string, unknown>, path: Path, value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>
  let target = copy
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>
  const last = path[path.length - 1]
  if (value === undefined) delete target[last]
  else target[last] = value
  return copy
}

/** The sample with one field at a time replaced by each malformed value (or left out). */
export const fieldVariants = (sample: Record<string, unknown>): Variant[] =>
  fieldPaths(sample).flatMap((path) =>
    FIELD_VALUES.map(([label, value]) => ({ label: `${path.join('.')}: ${label}`, text: json(withValue(sample, path, value)) })),
  )

export const QUERY_VALUES: [string, string][] = [
  ['leer', ''],
  ['Text', 'Text'],
  ['negativ', '-1'],
  ['riesige Zahl', '1e400'],
  ['lange Zahl', '99999999999999999999'],
  ['NUL-Zeichen', 'a\u0000b'],
  ['langer Text', 'x'.repeat(2000)],
  ['Objekt-Syntax', '[object Object]'],
]

/** The sample query, and with one parameter at a time replaced (or left out). */
export function queryVariants(sample: Record<string, string>): { label: string; query: Record<string, string> }[] {
  const variants = [{ label: 'gültige Query', query: sample }]
  for (const name of Object.keys(sample)) {
    const { [name]: _, ...without } = sample
    variants.push({ label: `${name}: fehlt`, query: without })
    for (const [label, value] of QUERY_VALUES) variants.push({ label: `${name}: ${label}`, query: { ...sample, [name]: value } })
  }
  return variants
}

/** English texts of zod (versions 3 and 4), Payload and PostgreSQL, none of which may reach a client. */
const ENGLISH_PHRASES = [
  'Invalid', 'invalid', 'expected', 'received', 'Required', 'required', 'Too small', 'Too big', 'must', 'Unrecognized',
  'not found', 'Not Found', 'unknown error', 'went wrong', 'not allowed', 'Unauthorized', 'Forbidden', 'Please ', 'You are', 'The following', 'failed',
]

/** What only a server's insides say: a stack frame, a module path, PostgreSQL's and drizzle's texts. */
const LEAKS = [
  '    at ', 'node_modules', 'Failed query', 'violates ', 'syntax error', 'relation "', 'SELECT "', 'INSERT INTO "', 'UPDATE "', 'DELETE FROM "',
  'invalid input syntax', 'out of range for type', 'invalid byte sequence', 'ECONNREFUSED', 'TypeError', 'RangeError', 'ReferenceError',
]

/** The leaks in an answer, left out those the request itself contained (an answer may echo what it was sent). */
const leaksOf = (text: string, sent = ''): string[] => LEAKS.filter((leak) => text.includes(leak) && !sent.includes(leak))

/** Every text under a `message` key of an answer, at any depth (error entries, Payload's field errors). */
function messagesOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((entry) => messagesOf(entry, found))
  else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'message' && typeof entry === 'string') found.push(entry)
      else messagesOf(entry, found)
    }
  }
  return found
}

const isErrorAnswer = (body: unknown): boolean => {
  const errors = (body as { errors?: unknown } | null)?.errors
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((entry) => typeof entry?.message === 'string' && (entry.field === undefined || typeof entry.field === 'string'))
  )
}

/**
 * A server error: any 5xx but a 502 (a provider or device that failed) and the 503 of the AI
 * content calls, whose provider the tests of the whole API leave unconfigured (CONTENT_AI_*).
 */
export const isServerError = (status: number, text: string): boolean =>
  status >= 500 && status !== 502 && !(status === 503 && text.includes(CONTENT_AI_TEXTS.errors.notConfigured))

/**
 * What is wrong with an answer: a server error, an English text, a stack trace or SQL text, or an
 * error answer without the API's shape. `sent` is the request's text, which an answer may echo.
 */
export function findProblems(label: string, status: number, text: string, sent = ''): string[] {
  if (isServerError(status, text)) return [`${label}: ${status} ${text.slice(0, 200)}`]
  const leaks = leaksOf(text, sent).map((leak) => `${label}: ${status} verrät „${leak.trim()}“: ${text.slice(0, 200)}`)
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    return status >= 400 ? [...leaks, `${label}: ${status} ohne JSON-Antwort`] : leaks
  }
  const problems = messagesOf(body)
    .filter((message) => ENGLISH_PHRASES.some((phrase) => message.includes(phrase)))
    .map((message) => `${label}: „${message}“`)
  if (status >= 400 && !isErrorAnswer(body)) problems.push(`${label}: ${status} ohne { errors: [{ field?, message }] }: ${text.slice(0, 200)}`)
  return [...leaks, ...problems]
}
