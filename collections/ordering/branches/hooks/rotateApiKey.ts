import { generatedKeyHook } from '@/collections/fields/generatedKey'

/**
 * Every branch has an API key for its front-desk and back-office order displays. It is created
 * with the branch and replaced when staff tick „API-Schlüssel neu erzeugen“ (the old one stops working).
 */
export const rotateApiKey = generatedKeyHook('apiKey', 'rotateApiKey')
