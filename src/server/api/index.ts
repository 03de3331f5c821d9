import { authenticateEndpoint } from './auth/authenticate'
import { readConfigEndpoint, saveConfigEndpoint } from './init/config'
import { fontsEndpoint } from './fonts/fonts'
import { initEndpoint } from './init/init'
import { analyticsLogEndpoints } from './analytics/analyticsLog'
import { cartEndpoints } from './custom/cart'
import { catalogueEndpoints } from './custom/partsCatalogue'
import { passwordEndpoints } from './custom/passwords'
import { shippingEndpoints } from './custom/shipping'
import { accountOrderEndpoints } from './custom/orders'
import { signupEndpoints } from './custom/signup'
import { quoteEndpoint } from './cart/quote'
import { healthEndpoint } from './init/health'
import { paymentRootEndpoints } from './payments'
import { statisticsEndpoints } from '@/src/server/api/statistics/statistics'
import { timeClockEndpoints } from '@/src/server/api/timeClock/tablet'
import { timeSheetEndpoints } from '@/src/server/api/timeClock/timeSheets'
import { contentAiEndpoints } from '@/src/server/api/contentAi/contentAi'

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
