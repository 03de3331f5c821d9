import { authenticateEndpoint } from './authenticate'
import { readConfigEndpoint, saveConfigEndpoint } from './config'
import { fontsEndpoint } from './fonts'
import { initEndpoint } from './init'
import { analyticsLogEndpoints } from '../../../collections/analytics/endpoints'
import { healthEndpoint } from '../health'

/** Root endpoints under /api that are not tied to one collection. */
export const rootEndpoints = [
  healthEndpoint, authenticateEndpoint, initEndpoint, readConfigEndpoint, saveConfigEndpoint, fontsEndpoint,
  ...analyticsLogEndpoints,
]
