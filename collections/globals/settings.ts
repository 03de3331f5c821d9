import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/** Application-wide settings, read by the storefront as `config`. */
export const Settings: GlobalConfig = {
  slug: 'config',
  label: 'Einstellungen',
  admin: { group: 'Einstellungen' },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'shopName', type: 'text', label: 'Shopname', required: true, defaultValue: 'Alpenküche' },
  ],
}
