import { authenticateEndpoint } from './authenticate'
import { readConfigEndpoint, saveConfigEndpoint } from './config'
import { fontsEndpoint } from './fonts'
import { initEndpoint } from './init'
import { analyticsLogEndpoints } from './analyticsLog'
import { cartEndpoints } from './custom/cart'
import { catalogueEndpoints } from './custom/catalogue'
import { passwordEndpoints } from './custom/passwords'
import { shippingEndpoints } from './custom/shipping'
import { accountOrderEndpoints } from './custom/orders'
import { signupEndpoints } from './custom/signup'
import { quoteEndpoint } from './cartQuote'
import { healthEndpoint } from './health'
import { paymentRootEndpoints } from './payments'
import { statisticsEndpoints } from '@/src/server/statistics/endpoint'
import { timeClockEndpoints } from '@/src/server/timeTracking/clock/endpoints'
import { timeSheetEndpoints } from '@/src/server/timeTracking/timeSheets'
import { contentAiEndpoints } from '@/src/server/contentAi/endpoints'

/** Root endpoints under /api that are not tied to one collection. */
export const rootEndpoints = [
  healthEndpoint, authenticateEndpoint, initEndpoint, readConfigEndpoint, saveConfigEndpoint, fontsEndpoint,
  quoteEndpoint,
  ...paymentRootEndpoints,
  ...analyticsLogEndpoints,
  ...catalogueEndpoints,
  ...signupEndpoints,
  ...cartEndpoints,
  ...passwordEndpoints,
  ...shippingEndpoints,
  ...accountOrderEndpoints,
  ...statisticsEndpoints,
  ...timeClockEndpoints,
  ...timeSheetEndpoints,
  ...contentAiEndpoints,
]
