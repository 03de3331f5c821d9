// ESLint for the whole product: typescript-eslint, the Next.js and React hooks rules, import
// cycles, and the arrows of ../shared/DESIGN.md as import restrictions per folder.
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import { noServerInClient } from './eslint/noServerInClient.mjs'

/** Import patterns (relative or through the @/ alias) that reach into one of our top folders. */
const folder = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`]
/** Imports climb at most one folder; further away, the @/ alias names the target. */
const ALIAS_INSTEAD = { group: ['../../*', '../../**'], message: 'Use the @/ alias instead of a ../../ chain.' }
const restrict = (message, ...groups) => ['error', { patterns: [...(groups.length ? [{ group: groups.flat(), message }] : []), ALIAS_INSTEAD] }]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**', '.next/**', '.data/**', 'media/**', 'test-results/**', 'playwright-report/**',
      'src/payload-types.ts', 'src/app/(payload)/**', 'src/migrations/**', 'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, '@next/next': nextPlugin, local: { rules: { 'no-server-in-client': noServerInClient } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The storefront reads browser-only state (storage, clock, install prompt) once hydrated,
      // and resets local UI state on navigation; without the React Compiler these effects are the
      // intended pattern, so they are shown, not refused.
      'react-hooks/set-state-in-effect': 'warn',
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      '@next/next/no-html-link-for-pages': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-server-in-client': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restrict(),
    },
  },
  {
    // Pure rules: nothing of the frameworks, nothing of ours but the domain itself.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': restrict(
        'src/domain is pure: no framework, no server, collections, storefront, blocks or app code (DESIGN.md).',
        ['payload', 'payload/**', '@payloadcms/**', 'next', 'next/**', 'react', 'react/**', 'react-dom', 'react-dom/**'],
        folder('collections'), folder('storefront'), folder('blocks'), ['@/src/server/**', '**/server/**', '@/src/app/**', '**/app/**'],
      ),
    },
  },
  {
    // collections -> server -> domain: services never reach back into collection configs.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict(
        'src/server must not import collections/, storefront/, blocks/ or src/app (arrows of DESIGN.md).',
        folder('collections'), folder('storefront'), folder('blocks'), ['@/src/app/**', '**/app/(frontend)/**'],
      ),
    },
  },
  {
    // app -> storefront -> domain; blocks -> storefront/ui (a block's config.ts is a Payload
    // config and may use the field factories of collections/fields).
    files: ['storefront/**', 'blocks/**/*.tsx'],
    rules: {
      'no-restricted-imports': restrict('storefront/ and blocks/ do not import collection configs or routes.', folder('collections'), ['@/src/app/**']),
    },
  },
  {
    files: ['tests/**', 'bench/**', 'eslint/**', '*.config.*'],
    rules: { 'no-restricted-imports': restrict() },
  },
)
