/**
 * The arrows of ../shared/DESIGN.md as import restrictions, one block per kind of file:
 *
 *   app -> storefront | backoffice -> domain        collections -> server -> domain
 *   blocks -> storefront/ui                          backoffice -> storefront/ui (shared primitives only)
 *   seed | ops -> server                             only ops imports the migrations; src/server never the config
 *
 * Only the data loaders (data.ts, load*.ts) of storefront/ and backoffice/ import src/server or the
 * Payload config; a service folder of src/server returns data (no Endpoint, no Response): handlers
 * live beside their collection (collections/<area>/<slug>/endpoints/) or in src/server/api/<area>/.
 * Where two blocks match a file, the later one is complete on its own (flat config keeps the last).
 */

/** Import patterns (relative or through the @/ alias) that reach into one of our folders; a pattern starting with ^ is a regular expression. */
const folder = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`]
const SERVER = ['@/src/server', '@/src/server/**']
const CONFIG = ['@payload-config', '@/payload.config', '**/payload.config']
const MIGRATIONS = ['@/src/migrations', '@/src/migrations/**', '**/migrations', '**/migrations/**']
const APP = ['@/src/app/**']
const FRAMEWORKS = ['payload', 'payload/**', '@payloadcms/**', 'next', 'next/**', 'react', 'react/**', 'react-dom', 'react-dom/**']
const REACT = ['react', 'react/**', 'react-dom', 'react-dom/**', '@payloadcms/ui', '@payloadcms/ui/**', 'next', 'next/**']
/** storefront/ except its shared primitives in storefront/ui. */
const STOREFRONT_BEYOND_UI = '^@/storefront/(?!ui/)'

/** Imports climb at most one folder; further away, the @/ alias names the target. */
export const ALIAS_INSTEAD = { group: ['../../*', '../../**'], message: 'Use the @/ alias instead of a ../../ chain.' }

/** The rule for one kind of file: `rules` are [message, ...pattern groups]; `paths` are named imports refused. */
const restrict = (rules = [], paths = []) => [
  'error',
  {
    paths,
    patterns: [
      ...rules.flatMap(([message, ...groups]) => {
        const globs = groups.flat().filter((group) => !group.startsWith('^'))
        const regexes = groups.flat().filter((group) => group.startsWith('^'))
        return [...(globs.length ? [{ group: globs, message }] : []), ...regexes.map((regex) => ({ regex, message }))]
      }),
      ALIAS_INSTEAD,
    ],
  },
]

const LOADERS = ['**/data.ts', '**/load*.ts']
const wing = (name) => ({ loaders: LOADERS.map((glob) => `${name}/${glob}`), all: [`${name}/**`] })
const STOREFRONT = wing('storefront')
const BACKOFFICE = wing('backoffice')

const onlyLoaders = 'Only data loaders (data.ts, load*.ts) import src/server or the Payload config; screens take answer types from src/domain/contracts (DESIGN.md).'
const noServiceEndpoints = {
  message: 'A service takes data and returns data: handlers live in collections/<area>/<slug>/endpoints/ or src/server/api/<area>/ (DESIGN.md).',
}

export const arrows = [
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['src/domain is pure: no framework and nothing of ours but the domain itself (DESIGN.md).',
          FRAMEWORKS, folder('collections'), folder('storefront'), folder('backoffice'), folder('blocks'), folder('ops'), folder('seed'),
          SERVER, ['**/server/**'], APP, CONFIG, ['@/src/payload-types', '**/payload-types']],
      ]),
    },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/api/**'],
    rules: {
      'no-restricted-imports': restrict(
        [['src/server holds services: no collections/, storefront/, backoffice/, blocks/, app, ops/, seed/, Payload config or migrations (DESIGN.md).',
          folder('collections'), folder('storefront'), folder('backoffice'), folder('blocks'), folder('ops'), folder('seed'), APP, CONFIG, MIGRATIONS]],
        [{ name: 'payload', importNames: ['Endpoint', 'PayloadHandler'], ...noServiceEndpoints }],
      ),
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Response']", ...noServiceEndpoints },
        { selector: "CallExpression[callee.object.name='Response']", ...noServiceEndpoints },
      ],
    },
  },
  {
    files: ['src/server/api/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['src/server/api holds root handlers: no collections/, storefront/, backoffice/, blocks/, app, ops/, seed/, Payload config or migrations (DESIGN.md).',
          folder('collections'), folder('storefront'), folder('backoffice'), folder('blocks'), folder('ops'), folder('seed'), APP, CONFIG, MIGRATIONS],
      ]),
    },
  },
  {
    files: ['collections/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['collections/ holds Payload configs: no React, no storefront/, backoffice/, app, ops/ or seed/ (an admin component is registered by its path string; DESIGN.md).',
          REACT, folder('storefront'), folder('backoffice'), folder('ops'), folder('seed'), APP, CONFIG],
      ]),
    },
  },
  {
    files: ['collections/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: 'collections/ holds Payload configs only: React components live in backoffice/admin/<area>/ (DESIGN.md).' }],
    },
  },
  {
    files: STOREFRONT.loaders,
    rules: {
      'no-restricted-imports': restrict([
        ['storefront/ is what visitors see: no backoffice/, collections/, app, ops/ or seed/ (DESIGN.md).',
          folder('backoffice'), folder('collections'), folder('ops'), folder('seed'), APP],
      ]),
    },
  },
  {
    files: STOREFRONT.all,
    ignores: STOREFRONT.loaders,
    rules: {
      'no-restricted-imports': restrict([
        ['storefront/ is what visitors see: no backoffice/, collections/, app, ops/ or seed/ (DESIGN.md).',
          folder('backoffice'), folder('collections'), folder('ops'), folder('seed'), APP],
        [onlyLoaders, SERVER, CONFIG],
      ]),
    },
  },
  {
    files: BACKOFFICE.loaders,
    rules: {
      'no-restricted-imports': restrict([
        ['backoffice/ takes only the shared primitives of storefront/ui, and no collections/, app, ops/ or seed/ (DESIGN.md).',
          STOREFRONT_BEYOND_UI, folder('collections'), folder('ops'), folder('seed'), APP],
      ]),
    },
  },
  {
    files: BACKOFFICE.all,
    ignores: BACKOFFICE.loaders,
    rules: {
      'no-restricted-imports': restrict([
        ['backoffice/ takes only the shared primitives of storefront/ui, and no collections/, app, ops/ or seed/ (DESIGN.md).',
          STOREFRONT_BEYOND_UI, folder('collections'), folder('ops'), folder('seed'), APP],
        [onlyLoaders, SERVER, CONFIG],
      ]),
    },
  },
  {
    files: ['blocks/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['blocks/ are content blocks of the site: no backoffice/, src/server, app, ops/ or seed/ (a config.ts may use collections/fields; DESIGN.md).',
          folder('backoffice'), SERVER, CONFIG, APP, folder('ops'), folder('seed')],
      ]),
    },
  },
  {
    files: ['blocks/**/*.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        ['A block component renders with storefront/ (no collections/, backoffice/, src/server, app, ops/ or seed/; DESIGN.md).',
          folder('collections'), folder('backoffice'), SERVER, CONFIG, APP, folder('ops'), folder('seed')],
      ]),
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['Route files load through the wings\' data loaders (or hand a request to a handler of src/server/api); no collections/, ops/ or seed/ (DESIGN.md).',
          '^@/src/server/(?!api/)', folder('collections'), folder('ops'), folder('seed')],
      ]),
    },
  },
  {
    files: ['ops/**', 'seed/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['ops/ and seed/ start and fill the product through src/server: no storefront/, backoffice/, blocks/ or app (DESIGN.md).',
          folder('storefront'), folder('backoffice'), folder('blocks'), APP],
      ]),
    },
  },
  {
    files: ['seed/**'],
    rules: {
      'no-restricted-imports': restrict([
        ['seed/ fills the product through src/server: no storefront/, backoffice/, blocks/, app, ops/ or migrations (DESIGN.md).',
          folder('storefront'), folder('backoffice'), folder('blocks'), APP, folder('ops'), MIGRATIONS],
      ]),
    },
  },
  {
    files: ['tests/**', 'bench/**', 'eslint/**', '*.config.*'],
    rules: { 'no-restricted-imports': restrict() },
  },
]
