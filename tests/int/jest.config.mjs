import { base } from '../jest.base.mjs'
import { intWorkers } from './workers.mjs'

export default {
  ...base,
  displayName: 'int',
  testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/int/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/int/globalTeardown.ts',
  setupFiles: ['<rootDir>/tests/int/workerEnvironment.ts'],
  // Files run in parallel workers, each on a throw-away database of its own (workerEnvironment.ts).
  maxWorkers: intWorkers(),
  testTimeout: 60_000,
}
