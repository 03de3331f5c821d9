import { base } from '../jest.base.mjs'

export default {
  ...base,
  displayName: 'unit',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
}
