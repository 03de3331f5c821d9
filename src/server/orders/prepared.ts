import type { RequiredDataFromCollectionSlug } from 'payload'

/** A checkout checked and priced on the server: the data of the order to store. */
export type OrderData = RequiredDataFromCollectionSlug<'orders'>
