import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Branches } from './collections/ordering/branches'
import { Settings } from './collections/globals/settings'
import { Users } from './collections/staff/users'
import { healthEndpoint } from './src/server/health'
import { emailAdapter } from './src/server/mail/emailAdapter'
import { databaseUrl, payloadSecret, serverUrl } from './src/server/runtime/environment'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: serverUrl(),
  secret: payloadSecret(),
  routes: { admin: '/backend', api: '/api' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' – Backoffice' },
    dateFormat: 'dd.MM.yyyy HH:mm',
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'src/app/(payload)/backend/importMap.js'),
    },
    components: {
      graphics: {
        Logo: '/collections/admin/BrandLogo',
        Icon: '/collections/admin/BrandIcon',
      },
    },
  },
  i18n: { supportedLanguages: { de }, fallbackLanguage: 'de' },
  collections: [Users, Branches],
  globals: [Settings],
  endpoints: [healthEndpoint],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl() },
    // Development pushes the schema; tests and production apply the committed migrations.
    push: process.env.NODE_ENV === 'development',
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  email: emailAdapter(),
  sharp,
  upload: { limits: { fileSize: 10 * 1024 * 1024 } },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  // Wrong passwords and refused requests are the client's business, not server errors.
  loggingLevels: { AuthenticationError: 'info', Forbidden: 'info', ValidationError: 'info', NotFound: 'info' },
  logger: { options: { level: process.env.LOG_LEVEL || 'info' } },
  telemetry: false,
})
