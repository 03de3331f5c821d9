import type { Endpoint } from 'payload'

import { notificationsEndpoints } from './notifications'
import { paymentsEndpoints } from './payments'
import { placementEndpoints } from './placement'
import { publicEndpoints } from './public'
import { staffEndpoints } from './staff'

/** Every custom endpoint of /api/orders; matched before Payload's own routes. */
export const orderEndpoints: Endpoint[] = [
  ...placementEndpoints,
  ...publicEndpoints,
  ...staffEndpoints,
  ...notificationsEndpoints,
  ...paymentsEndpoints,
]
