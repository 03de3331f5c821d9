import { authenticateEndpoint } from './authenticate'
import { readConfigEndpoint, saveConfigEndpoint } from './config'
import { fontsEndpoint } from './fonts'
import { initEndpoint } from './init'
import { analyticsLogEndpoints } from '../../../collections/analytics/endpoints'
import { quoteEndpoint } from '../../../collections/ordering/cart/quoteEndpoint'
import { healthEndpoint } from '../health'
import { paymentRootEndpoints } from '../payments/endpoints'

/** Root endpoints under /api that are not tied to one collection. */
export const rootEndpoints = [
  healthEndpoint, authenticateEndpoint, initEndpoint, readConfigEndpoint, saveConfigEndpoint, fontsEndpoint,
  quoteEndpoint,
  ...paymentRootEndpoints,
  ...analyticsLogEndpoints,
]
