import { randomBytes } from 'node:crypto'

/** 128+ random bits: the public status link of an order cannot be guessed from its number. */
export const newOrderHash = (): string => randomBytes(24).toString('base64url')
