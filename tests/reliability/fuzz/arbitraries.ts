import fc from 'fast-check'

import { FIELD_VALUES, json, QUERY_VALUES, WHOLE_BODIES } from '@/tests/int/rest/malformedInput'

/** The generators of the fuzz suite: bodies, query strings, path segments and headers a bot might send. */

/** Texts a hostile client likes: NUL and other control characters, injections, odd Unicode, very long ones. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('a\u0000b', '\u0000', '\ud800', '\uffff', '%00', '\\u0000', "' OR 1=1 --", '1; DROP TABLE orders', '<script>alert(1)</script>', '../../etc/passwd', '{{7*7}}', '${7*7}'),
  fc.integer({ min: 1, max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.tuple(fc.string(), fc.string()).map(([before, after]) => `${before}\u0000${after}`),
)

/** Numbers JSON can write: huge, tiny, negative, fractional, and those JavaScript cannot hold (written by `json`). */
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(...FIELD_VALUES.filter(([, value]) => typeof value === 'string' && value.startsWith('__')).map(([, value]) => value)),
)

/** One value of any kind for a field. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_VALUES.map(([, value]) => value)) },
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [null], { id: 1 }, '2026-02-30', '2026-06-15T25:61:00Z', 'NaN', 'Infinity', '-1') },
)

type Path = (string | number)[]

/** The paths into a sample: every key and list entry, at any depth. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key]
    return [path, ...pathsOf(entry, path)]
  })
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string | number, unknown>
  const [step, ...rest] = path
  if (rest.length === 0 && value === undefined) delete copy[step]
  else copy[step] = setAt(copy[step], rest, value)
  return copy
}

/**
 * A near-valid body: the sample with one to four fields (at any depth) replaced, removed, or added
 * under a name of the client's choosing.
 */
function mutated(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample)
  const change = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...paths), nastyValue) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...paths), fc.constant(undefined)) },
    { weight: 1, arbitrary: fc.tuple(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'roles', 'total', 'a\u0000b')).map((key): Path => [key]), nastyValue) },
  )
  return fc.array(change, { minLength: 1, maxLength: 4 }).map((changes) => changes.reduce<unknown>((body, [path, value]) => setAt(body, path, value), sample))
}

/** JSON nested `depth` levels deep, as arrays or as objects. */
const nested = fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean()).map(([depth, arrays]) =>
  arrays ? `{"items":${'['.repeat(depth)}${']'.repeat(depth)}}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
)

/** A request body as text: anything JSON, broken JSON, the hand-made malformed bodies, deep nesting, or (mostly) the sample mutated. */
export function bodyText(sample: Record<string, unknown> | undefined): fc.Arbitrary<string | undefined> {
  const kinds: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.anything().map((value) => (value === undefined ? 'undefined' : json(value))) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.constantFrom(...WHOLE_BODIES.map((variant) => variant.text)) },
    { weight: 1, arbitrary: nested },
  ]
  if (sample) kinds.push({ weight: 10, arbitrary: mutated(sample).map(json) })
  return fc.oneof(...kinds)
}

/** One query parameter's value: the hand-made ones, texts, numbers, lists. */
const queryValue = fc.oneof(
  fc.constantFrom(...QUERY_VALUES.map(([, value]) => value), '-3', '0', '1.5', 'true', 'null', '1,2,3', '[]', '{}', '%', '%00', '%E0%A4%A'),
  fc.string(),
  nastyNumber.map(String),
)

/** A key in bracket syntax: `where[name][equals]`, `where[or][0][and][1][x][in][]`, `a[`. */
const bracketKey = (roots: string[], fields: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...roots),
      fc.array(fc.oneof(fc.constantFrom(...fields, ...OPERATORS, 'or', 'and', '0', '1', '', '__proto__'), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 }),
    )
    .map(([root, steps]) => `${root}${steps.map((step) => `[${step}]`).join('')}`)

/** Payload's query operators, and some that are not. */
const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects', 'regex']

/** Escapes a query part the way a browser would, or (sometimes) not at all. */
const queryPart = (raw: boolean, text: string) => (raw ? text.replaceAll('&', '%26').replaceAll('#', '%23') : encodeURIComponent(text))

/**
 * A query string: the sample with values replaced, Payload's list parameters (`where`, `page`,
 * `limit`, `sort`, `depth` ...) in bracket syntax over the given fields, and keys of any kind.
 */
export function queryString(sample: Record<string, string>, fields: string[] = ['id', 'name']): fc.Arbitrary<string> {
  const roots = ['where', 'sort', 'select', 'populate', 'joins', ...Object.keys(sample)]
  const key = fc.oneof(
    fc.constantFrom(...Object.keys(sample), 'where', 'page', 'limit', 'sort', 'depth', 'draft', 'locale', 'fallback-locale', 'pagination', 'trash', 'select', 'populate'),
    bracketKey(roots, fields),
    fc.string({ maxLength: 12 }),
  )
  const pair = fc.tuple(key, queryValue, fc.boolean()).map(([name, value, raw]) => `${queryPart(raw, name)}=${queryPart(raw, value)}`)
  const base = Object.entries(sample).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  return fc.tuple(fc.subarray(base), fc.array(pair, { maxLength: 6 })).map(([kept, added]) => [...kept, ...added].join('&'))
}

/** A path segment: the valid one (often), or a text, a number out of range, a negative or fractional one. */
export function pathSegment(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom('abc', '0', '-1', '1.5', '99999999999999999', '1e400', '%00', 'a%00b', 'null', 'undefined', '%20', '..', '%2F', '%', '%E0%A4%A', '[object Object]', 'x'.repeat(3000)),
        fc.string({ minLength: 1 }).map(encodeURIComponent),
        nastyNumber.map((value) => encodeURIComponent(String(value))),
      ),
    },
  )
}

/** Sessions a client may forge: broken tokens, unsigned ones, API keys that do not exist. */
const forgedSession = fc.oneof(
  fc.constantFrom('JWT abc', 'Bearer x.y.z', 'users API-Key abc', 'external-users API-Key ', 'JWT eyJhbGciOiJIUzI1NiJ9.e30.x', 'Basic YTpi').map((value) => ({ Authorization: value })),
  fc.constantFrom('payload-token=abc', 'payload-token=', 'a=b; payload-token=eyJhbGciOiJub25lIn0.e30.', '%%%').map((value) => ({ Cookie: value })),
)

/** Headers a client might send: content types that do not fit the body, other languages, (in one case of five) a forged session. */
export const headers: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.record(
      {
        'Content-Type': fc.constantFrom(
          'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'text/html',
          'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'application/xml', '', ';;;',
        ),
        'Accept-Language': fc.constantFrom('en', 'en-US,en;q=0.9', 'de-AT', 'fr', '*', ''),
        Accept: fc.constantFrom('application/json', 'text/html', '*/*'),
      },
      { requiredKeys: [] },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: forgedSession }),
  )
  .map(([plain, session]) => ({ ...plain, ...session }))
