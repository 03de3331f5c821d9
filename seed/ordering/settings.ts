import type { Payload } from 'payload'

import { DEFAULT_CONSENT_SERVICES } from '@/src/domain/consent/defaultServices'
import { DEFAULT_CURRENCY } from '@/src/domain/defaults'

import { legalTexts } from './legalTexts'

/** The consent services of the domain default, as rows of the settings' editor list. */
const consentRows = Object.entries(DEFAULT_CONSENT_SERVICES).map(([key, service]) => ({ key, ...service }))

/** Shop settings (`config` global) and the theme of the Alpenküche demo. */
export async function seedSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'config',
    depth: 0,
    overrideAccess: true,
    data: {
      shopName: 'Alpenküche',
      businessName: 'Alpenküche Gastronomie GmbH',
      title: 'Alpenküche – Online bestellen',
      seoTitle: 'Alpenküche | Regionale Küche zum Abholen, Liefern und Genießen',
      description:
        '<p>Regionale Küche aus Wien, Graz und Linz: Bestellen Sie online zum <strong>Abholen</strong>, lassen Sie sich <strong>beliefern</strong> oder genießen Sie direkt bei uns im Lokal.</p>',
      seoDescription: 'Regionale Küche aus Wien, Graz und Linz – online bestellen zum Abholen, Liefern oder vor Ort.',
      website: 'https://www.alpenkueche.at',
      currency: DEFAULT_CURRENCY,
      street: 'Mariahilfer Straße 88',
      zipCode: '1070',
      city: 'Wien',
      phone: '+43 1 5234567',
      email: 'hallo@alpenkueche.at',
      tagline: 'Ehrliche Küche aus den Alpen – seit 1998.',
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/alpenkueche' },
        { network: 'facebook', url: 'https://www.facebook.com/alpenkueche' },
      ],
      defaultDeliveryMethod: 'takeaway',
      disableTickets: false,
      enableCash: true,
      enableATMCard: true,
      enableHydroAGVoucher: false,
      enableMollie: false,
      enableDatatrans: false,
      enablePluginPWA: false,
      enablePluginToolbar: true,
      enablePluginHomePage: false,
      enablePluginSearch: true,
      enablePluginTags: true,
      enablePluginCategoryBar: true,
      enablePluginSMS: false,
      enablePluginDonations: true,
      enablePluginFrontdesk: true,
      enablePluginOrderReviews: true,
      enablePluginMap: false,
      ...legalTexts,
      // The parts catalogue's 'Dokumente & CAD' links of the demo distributor ({uid}: the material number).
      partsDocuments: {
        datasheetUrl: 'https://www.alpen-antriebstechnik.at/downloads/datenblaetter?material={uid}',
        manualUrl: 'https://www.alpen-antriebstechnik.at/downloads/betriebsanleitungen?material={uid}',
        cadUrl: 'https://cad.alpen-antriebstechnik.at/konfigurator?material={uid}',
      },
      consentServices: consentRows,
    },
  })
  await payload.updateGlobal({
    slug: 'theme',
    depth: 0,
    overrideAccess: true,
    data: { color1: '#DC0814', color2: '#000000', font: 'Roboto', borderRadius: 0, meta: { title: 'Alpenküche', description: 'Regionale Küche zum Abholen, Liefern und Genießen.' } },
  })
}
