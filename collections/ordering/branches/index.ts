import type { CollectionConfig } from 'payload'

import { anyOf } from '@/collections/access/combine'
import { isAdmin } from '@/collections/access/isAdmin'
import { isStaff } from '@/collections/access/isStaff'
import { whereEquals } from '@/collections/access/whereEquals'
import { branchQrSheetEndpoint } from './endpoints/qrSheet'
import { branchTabs } from './fields'
import { branchAvailabilityEndpoint } from './endpoints/availability'
import { branchMenusEndpoint } from './endpoints/menus'
import { rotateDisplayKeys } from './hooks/rotateDisplayKeys'

/** A branch (Filiale) where visitors order: hours, modes, requirements, payment and delivery areas. */
export const Branches: CollectionConfig = {
  slug: 'branches',
  labels: { singular: 'Filiale', plural: 'Filialen' },
  admin: {
    group: 'Bestellungen',
    useAsTitle: 'name',
    defaultColumns: ['name', 'identifier', 'city', 'isEnabled', 'isPublic'],
    listSearchableFields: ['name', 'identifier', 'city', 'zipCode'],
  },
  access: {
    read: anyOf(isStaff, whereEquals({ isEnabled: true, isPublic: true })),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeChange: rotateDisplayKeys },
  endpoints: [branchMenusEndpoint, branchAvailabilityEndpoint, branchQrSheetEndpoint],
  fields: [
    {
      name: 'qrSheet',
      type: 'ui',
      label: 'QR-Codes der Tische',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/backoffice/admin/qr/BranchQrSheetLink#BranchQrSheetLink' } },
    },
    branchTabs,
  ],
}
