import type { OrderFacts } from '@/src/server/notifications/orderFacts'

/** 'Guten Tag Erika Musterfrau,' (formal, without a guessed salutation); 'Guten Tag,' without a name. */
export const customerGreeting = (facts: OrderFacts): string =>
  facts.customerName ? `Guten Tag ${facts.customerName},` : 'Guten Tag,'
