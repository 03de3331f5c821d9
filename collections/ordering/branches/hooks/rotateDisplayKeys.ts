import { generatedKeyHook } from '@/collections/fields/generatedKey'

/**
 * Every branch has one key for its kitchen board (back office) and another for its pickup screen
 * (front desk). Each is created with the branch and replaced when staff tick its „neu erzeugen“
 * box (the old one stops working at once).
 */
export const rotateDisplayKeys = [generatedKeyHook('apiKey', 'rotateApiKey'), generatedKeyHook('frontdeskApiKey', 'rotateFrontdeskApiKey')]
