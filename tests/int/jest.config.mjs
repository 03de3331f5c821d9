import { base } from '../jest.base.mjs'

export default {
  ...base,
  displayName: 'int',
  testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/int/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/int/globalTeardown.ts',
  // One shared throw-away database: test files run one after another.
  maxWorkers: 1,
  testTimeout: 60_000,
}
