// ESLint for the whole product: typescript-eslint, the Next.js and React hooks rules, import
// cycles, and the arrows of ../shared/DESIGN.md as import restrictions per folder (eslint/arrows.mjs).
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import { ALIAS_INSTEAD, arrows } from './eslint/arrows.mjs'
import { noServerInClient } from './eslint/noServerInClient.mjs'

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
      'no-restricted-imports': ['error', { patterns: [ALIAS_INSTEAD] }],
    },
  },
  ...arrows,
)
