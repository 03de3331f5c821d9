import { z } from 'zod'

import { CHECKOUT_PAYMENT_METHODS } from '@/src/domain/cart/payment'
import { qrIdentifierOf } from '@/src/domain/qr/identifier'
import { UNIT_NAMES } from '@/src/domain/units/units'

const text = (max = 200) => z.string().trim().max(max, `Höchstens ${max} Zeichen.`).optional().nullable()
const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)])

const uploadRef = z.object({ id, publicHash: z.string().max(100).optional().nullable() }).passthrough()
const partValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(50), z.array(uploadRef).max(20), z.null()]).optional()

/** One cart line as the browser sends it; any price it adds is ignored. */
export const itemInput = z.object({
  product: id,
  amount: z.union([z.number(), z.string().max(20)]),
  unit: z.enum(UNIT_NAMES).optional().nullable(),
  parts: z.array(partValue).max(30).optional().nullable(),
})

/**
 * The checkout of the food ordering storefront (ordering-storefront.md section 3, Order form);
 * `shop: 'ordering'` is optional, see checkoutShop.ts.
 */
export const orderingCheckoutInput = z.object({
  shop: z.literal('ordering').nullish(),
  branch: z.union([id, z.string().trim().min(1).max(100)]),
  isDelivery: z.boolean().optional().default(false),
  isDineIn: z.boolean().optional().default(false),
  isCompany: z.boolean().optional().default(false),
  companyName: text(),
  company: text(),
  firstName: text(100),
  lastName: text(100),
  street: text(),
  floor: text(20),
  stairway: text(20),
  door: text(20),
  zipCode: text(20),
  city: text(100),
  country: z.enum(['AT', 'DE', 'CH', 'LI']).optional().default('AT'),
  vatNumber: text(30),
  phone: text(40),
  email: text(200),
  isDeliveryAddressDifferent: z.boolean().optional().default(false),
  isDeliveryCompany: z.boolean().optional().default(false),
  deliveryCompanyName: text(),
  deliveryFirstName: text(100),
  deliveryLastName: text(100),
  deliveryStreet: text(),
  deliveryFloor: text(20),
  deliveryStairway: text(20),
  deliveryDoor: text(20),
  deliveryZipCode: text(20),
  deliveryCity: text(100),
  deliveryCountry: z.enum(['AT', 'DE', 'CH', 'LI']).optional().nullable(),
  deliveryArea: text(),
  comment: text(2000),
  appointmentDate: z.string().max(40).optional().nullable(),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Bitte wählen Sie eine verfügbare Zahlungsart.' }).optional().default('cash'),
  legalInstructions: z.boolean().optional().default(false),
  privacyPolicy: z.boolean().optional().default(false),
  table: id.optional().nullable(),
  donatee: id.optional().nullable(),
  /** The identifier of the QR code the visit came from; anything that is no identifier is ignored, never an error. */
  qrCode: z.unknown().optional().transform(qrIdentifierOf),
  items: z.array(itemInput).max(100, 'Ihr Warenkorb enthält zu viele Positionen.'),
})

export type OrderingCheckout = z.infer<typeof orderingCheckoutInput>
export type ItemInput = z.infer<typeof itemInput>
