import { postgresAdapter } from '@payloadcms/db-postgres'
import { ensureOutbox } from './src/server/orders/announcementOutbox'
import { ensureSearchSchemaOf } from './src/server/partsCatalogue/searchSchema'
import { ensureStatisticsRollups } from './src/server/statistics/rollups/schema'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { isAdmin } from './collections/access/isAdmin'
import { analyticsCollections } from './collections/analytics'
import { globals } from './collections/globals'
import { orderingCollections } from './collections/ordering'
import { shopCollections } from './collections/shop'
import { signageCollections } from './collections/signage'
import { siteCollections } from './collections/site'
import { contactFormEndpoint } from './src/server/api/custom/forms'
import { staffCollections } from './collections/staff'
import { Users } from './collections/staff/users/index'
import { rootEndpoints } from './src/server/api'
import { answerOtherErrors } from './src/server/http/answerErrors'
import { answerApiError } from './src/server/http/apiError'
import { UPLOAD_TOO_LARGE } from './src/server/http/payloadErrors'
import { configureGermanValidation } from './src/server/http/validation'
import { formalGerman } from './src/server/i18n/formalGerman'
import { importEndpoints } from './src/server/api/imports/imports'
import { hiddenFieldQueriesPlugin } from './src/server/api/plugins/hiddenFieldQueries'
import { putUpdatePlugin } from './src/server/api/plugins/putUpdate'
import { unknownRoutesPlugin } from './src/server/api/plugins/unknownRoutes'
import { publicCachePlugin } from './src/server/cache/publicCachePlugin'
import { jobsConfig } from './src/server/jobs'
import { emailAdapter } from './src/server/mail/emailAdapter'
import { databaseUrl, payloadSecret } from './src/server/environment/environment'
import { loggerConfig } from './src/server/environment/logger'
import { requiredServerUrl } from './src/server/environment/serverUrl'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// zod answers in German wherever the server validates (its configuration is global): every server
// entry, the seed and the integration tests load this file.
configureGermanValidation()

// The configured public address (required in production): Payload builds its links from it, never
// from a request's Host header, and accepts session cookies only from that origin (Payload adds
// `serverURL` to the `csrf` allow-list). Development without one keeps relative API calls.
const serverURL = requiredServerUrl() ?? ''

export default buildConfig({
  serverURL,
  secret: payloadSecret(),
  routes: { admin: '/backend', api: '/api' },
  admin: {
    user: Users.slug,
    // Our favicon (src/app/favicon.ico) instead of Payload's.
    meta: { titleSuffix: ' – Backoffice', icons: [{ rel: 'icon', type: 'image/x-icon', url: '/favicon.ico' }] },
    // The default avatar loads from gravatar.com, which the Content-Security-Policy (rightly) blocks.
    avatar: 'default',
    dateFormat: 'dd.MM.yyyy HH:mm',
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'src/app/(payload)/backend/importMap.js'),
    },
    components: {
      providers: ['/backoffice/admin/shell/GermanAriaLabels#GermanAriaLabels'],
      // /backend#/sites and the like (spec 002 §2) open the list they name.
      beforeDashboard: ['/backoffice/admin/shell/BackendHashRedirect#BackendHashRedirect', '/backoffice/admin/dashboard/DeskDashboard#DeskDashboard'],
      // 'Angemeldet bleiben' below the sign-in form (14 days instead of 1; collections/endpoints/sessionLifetime.ts).
      afterLogin: ['/backoffice/admin/shell/StaffRememberMe#StaffRememberMe'],
      graphics: {
        Logo: '/backoffice/admin/shell/BrandLogo',
        Icon: '/backoffice/admin/shell/BrandIcon',
      },
      // Payload links only collections and globals: the view 'Statistik' gets its link here (staff only).
      afterNavLinks: ['/backoffice/admin/statistics/StatisticsNavLink#StatisticsNavLink', '/backoffice/admin/timeClock/WorkingTimeNavLink#WorkingTimeNavLink'],
      // The live order board of the signed-in staff member's branches (checks session and role itself).
      views: {
        today: { Component: '/backoffice/admin/desk/TodayView#TodayView', path: '/heute', exact: true, meta: { title: 'Heute' } },
        // Key figures and charts of the statistics calls (checks session and role itself).
        statistics: { Component: '/backoffice/admin/statistics/StatisticsView#StatisticsView', path: '/statistik', exact: true, meta: { title: 'Statistik' } },
        // The manager's week of working time with corrections and the monthly PDF (checks session and role itself).
        workingTime: { Component: '/backoffice/admin/timeClock/WorkingTimeView#WorkingTimeView', path: '/arbeitszeiten', exact: true, meta: { title: 'Arbeitszeiten' } },
      },
    },
  },
  i18n: { supportedLanguages: { de }, fallbackLanguage: 'de', translations: formalGerman },
  collections: [
    ...orderingCollections,
    ...shopCollections,
    ...siteCollections,
    Users,
    ...staffCollections,
    ...signageCollections,
    ...analyticsCollections,
  ],
  globals,
  endpoints: [...rootEndpoints, contactFormEndpoint, ...importEndpoints],
  // ApiErrors (services, custom endpoints, hooks) are answered `{ errors: [{ field?, message }] }`;
  // so are, in German, the database's input errors, Payload's query errors and its English refusals.
  hooks: { afterError: [answerApiError, answerOtherErrors] },
  // Development pushes the schema instead of migrating: the search engine, the order outbox and the statistics' roll-ups are ensured at start.
  onInit: async (payload) => {
    if (process.env.NODE_ENV !== 'development') return
    await ensureSearchSchemaOf(payload)
    await ensureOutbox(payload.db.drizzle as never)
    await ensureStatisticsRollups(payload.db.drizzle as never)
  },
  // unknownRoutesPlugin last: it appends catch-all endpoints after all others.
  plugins: [putUpdatePlugin, publicCachePlugin, hiddenFieldQueriesPlugin, unknownRoutesPlugin],
  jobs: jobsConfig(({ req }) => isAdmin({ req }) === true),
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl() },
    // Development pushes the schema; tests and production apply the committed migrations.
    push: process.env.NODE_ENV === 'development',
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  email: emailAdapter(),
  sharp,
  // Multipart uploads over the limit are aborted while streaming: 413 with a German message.
  upload: { limits: { fileSize: 10 * 1024 * 1024 }, abortOnLimit: true, responseOnLimit: UPLOAD_TOO_LARGE },
  // Types are generated on purpose (`npm run generate:types`) and committed; Payload's automatic
  // generation would spawn a child process on every start, also in tests (delaying Jest's exit).
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  graphQL: { disablePlaygroundInProduction: true },
  // Wrong passwords and refused requests are the client's business, not server errors
  // (ApiError is our own error class for refusals, unknown to Payload's list of error names).
  loggingLevels: { AuthenticationError: 'info', Forbidden: 'info', ValidationError: 'info', NotFound: 'info', ...({ ApiError: 'info' } as object) },
  logger: loggerConfig(),
  telemetry: false,
})
