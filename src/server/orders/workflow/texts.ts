import { DESK_INPUT_TEXTS } from '@/src/domain/contracts/desk'

/**
 * German answers of the staff order workflow (the 401/403 texts are those of
 * src/server/http/requestBody.ts); the messages of the request checks live with their schemas in
 * the desk's contract.
 */
export const WORKFLOW_TEXTS = {
  signIn: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
  orderNotFound: 'Die Bestellung wurde nicht gefunden.',
  actionNotFound: 'Diese Aktion gibt es nicht.',
  itemNotFound: 'Die Position wurde nicht gefunden.',
  displayNotFound: 'Der Eintrag wurde nicht gefunden.',
  itemLocked: 'Eine Bestellung mit dem Status „{status}“ kann nicht mehr geändert werden.',
  partsShopItemsLocked: 'Positionen von Teileshop-Bestellungen können hier nicht geändert werden.',
  deliveryAreaMissing: 'Das Liefergebiet dieser Bestellung gibt es nicht mehr; die Position kann nicht geändert werden.',
  ...DESK_INPUT_TEXTS,
} as const
