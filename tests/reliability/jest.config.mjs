import { base } from '../jest.base.mjs'

/** The reliability suite's in-process tier (fuzzing): real PostgreSQL through Payload, like the integration tests. */
export default {
  ...base,
  displayName: 'reliability',
  testMatch: ['<rootDir>/tests/reliability/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/int/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/int/globalTeardown.ts',
  maxWorkers: 1,
  testTimeout: 1_800_000,
}
