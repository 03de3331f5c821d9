import configPromise from '@payload-config'
import { getPayload } from 'payload'

import type { PaymentConfig } from '@/src/domain/cart/payment'
import { DEFAULT_CURRENCY } from '@/src/domain/defaults'
import { withoutRowIds } from '@/src/domain/relations'
import { filledText } from '@/src/domain/text'
import type { Branch } from '@/src/domain/branches/types'
import type { DeliveryMode } from '@/src/domain/delivery/types'
import type { BranchesSelect, ConfigSelect } from '@/src/payload-types'
import { publicCache } from '@/src/server/cache/publicCache'

/** A branch as the checkout needs it: hours, modes, requirement and payment flags, delivery areas. */
export type CheckoutBranch = Branch & { id: number }

export interface CheckoutTable {
  id: number
  identifier: string
}

export interface CheckoutDonatee {
  id: number
  name: string
  description: string | null
}

/** A legal document: an external address, or Markdown text shown in an overlay (or neither). */
export interface LegalDocument {
  url: string | null
  text: string | null
}

interface CheckoutConfig extends PaymentConfig {
  shopName: string
  currency: string
  defaultDeliveryMethod: DeliveryMode | null
  enablePluginDonations: boolean
  termsAndConditions: LegalDocument
  privacyPolicy: LegalDocument
}

export interface CheckoutData {
  branch: CheckoutBranch
  tables: CheckoutTable[]
  donatees: CheckoutDonatee[]
  config: CheckoutConfig
}

const BRANCH_SELECT = {
  identifier: true, name: true, street: true, zipCode: true, city: true, phone: true, email: true,
  isEnabled: true, isPublic: true, openingHours: true, deliveryHours: true, isDeliveryHoursEnabled: true, closedMessage: true,
  isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true, isPreorderEnabled: true,
  isAppointmentRequired: true, isQuotationRequired: true, isTableSelectionEnabled: true,
  isDeliveryEmailRequired: true, isDineInEmailRequired: true, isTakeawayEmailRequired: true,
  isDeliveryPhoneRequired: true, isDineInPhoneRequired: true, isTakeawayPhoneRequired: true,
  isDeliveryAddressRequired: true, isDineInAddressRequired: true, isTakeawayAddressRequired: true,
  isCashEnabled: true, isATMCardEnabled: true, isHydroAGVoucherEnabled: true, isMollieEnabled: true, isDatatransEnabled: true,
  deliveryAreas: true,
} as const satisfies BranchesSelect

const CONFIG_SELECT = {
  shopName: true, currency: true, defaultDeliveryMethod: true, enablePluginDonations: true,
  enableCash: true, enableATMCard: true, enableHydroAGVoucher: true, enableMollie: true, enableDatatrans: true,
  termsAndConditions: true, termsAndConditionsText: true, privacyPolicy: true, privacyPolicyText: true,
} as const satisfies ConfigSelect

/**
 * Everything the checkout of one branch shows, read once and cached until branches, tables,
 * donation recipients or the settings change: the branch (enabled and public only), its tables,
 * the donation recipients (only with the donations plugin), the payment switches and the legal
 * documents. Open or closed is computed at render time from the rules, never cached.
 */
export const loadCheckout = publicCache(
  'checkout',
  ['branches', 'tables', 'donatees', 'config'],
  async (identifier: string): Promise<CheckoutData | null> => {
    const payload = await getPayload({ config: configPromise })
    const found = await payload.find({
      collection: 'branches', where: { identifier: { equals: identifier } }, depth: 0, limit: 1, overrideAccess: true, select: BRANCH_SELECT,
    })
    const doc = found.docs[0]
    if (!doc || !doc.isEnabled || !doc.isPublic) return null
    const [config, tables] = await Promise.all([
      payload.findGlobal({ slug: 'config', depth: 0, overrideAccess: true, select: CONFIG_SELECT }),
      payload.find({
        collection: 'tables', where: { branch: { equals: doc.id } }, depth: 0, limit: 500, overrideAccess: true, sort: 'identifier',
        select: { identifier: true },
      }),
    ])
    const donationsEnabled = Boolean(config.enablePluginDonations)
    const donatees = donationsEnabled
      ? await payload.find({
          collection: 'donatees', where: { isEnabled: { equals: true } }, depth: 0, limit: 500, overrideAccess: true, sort: 'name',
          select: { name: true, description: true },
        })
      : { docs: [] }
    const branch: CheckoutBranch = {
      ...doc,
      openingHours: withoutRowIds(doc.openingHours) ?? [],
      deliveryHours: withoutRowIds(doc.deliveryHours) ?? [],
      deliveryAreas: withoutRowIds(doc.deliveryAreas) ?? [],
    }
    return {
      branch,
      tables: tables.docs
        .map((table) => ({ id: table.id, identifier: table.identifier }))
        .sort((a, b) => a.identifier.localeCompare(b.identifier, 'de', { numeric: true })),
      donatees: donatees.docs.map((donatee) => ({
        id: donatee.id, name: donatee.name, description: filledText(donatee.description),
      })),
      config: {
        shopName: filledText(config.shopName) ?? '',
        currency: filledText(config.currency) ?? DEFAULT_CURRENCY,
        defaultDeliveryMethod: config.defaultDeliveryMethod || null,
        enablePluginDonations: donationsEnabled,
        enableCash: Boolean(config.enableCash),
        enableATMCard: Boolean(config.enableATMCard),
        enableHydroAGVoucher: Boolean(config.enableHydroAGVoucher),
        enableMollie: Boolean(config.enableMollie),
        enableDatatrans: Boolean(config.enableDatatrans),
        termsAndConditions: { url: filledText(config.termsAndConditions), text: filledText(config.termsAndConditionsText) },
        privacyPolicy: { url: filledText(config.privacyPolicy), text: filledText(config.privacyPolicyText) },
      },
    }
  },
)
