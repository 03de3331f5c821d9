import type { Endpoint } from 'payload'

import { paymentReturnEndpoints } from './returns'
import { datatransWebhookEndpoint, mollieWebhookEndpoint } from './webhooks'

/** Root endpoints under /api for the payment providers: webhooks and the customer's return. */
export const paymentRootEndpoints: Endpoint[] = [mollieWebhookEndpoint, datatransWebhookEndpoint, ...paymentReturnEndpoints]
