import type { Payload } from 'payload'

import { zoned } from '@/src/domain/schedule/clock'
import { allEqual, type SeedRefs } from './staff'
import { consentUpdate } from './statisticsDemo/entries'
import { upsert } from './upsert'

type DemoLead = {
  email: string; name: string; company: string | null; phone: string | null
  source: string; status: string; message: string; daysAgo: number
}
const LEADS: DemoLead[] = [
  {
    email: 'm.berger@stadtwerke-graz.example', name: 'Martina Berger', company: 'Stadtwerke Graz', phone: '+43 316 123456',
    source: '/leistungen/catering', status: 'inProgress', daysAgo: 12,
    message: 'Wir planen ein Sommerfest für 150 Gäste und hätten gerne ein Catering-Angebot.',
  },
  {
    email: 'office@hotel-linde.example', name: 'Thomas Lindner', company: 'Hotel Linde', phone: '+43 732 987654',
    source: '/kontakt', status: 'new', daysAgo: 3,
    message: 'Bieten Sie auch Mittagsmenüs für Firmen mit Lieferung an?',
  },
  {
    email: 'julia.wagner@example.at', name: 'Julia Wagner', company: null, phone: '+43 660 1234567',
    source: 'Telefon', status: 'new', daysAgo: 1,
    message: 'Anfrage für eine Geburtstagsfeier mit 30 Personen im Gastgarten.',
  },
  {
    email: 'einkauf@baeckerei-moser.example', name: 'Stefan Moser', company: 'Bäckerei Moser', phone: null,
    source: 'Messe', status: 'done', daysAgo: 30,
    message: 'Interesse an einer Zusammenarbeit bei Frühstücksgebäck.',
  },
]

const SESSION = 'demo-sitzung-1'
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36'
const STORE = '/store/wien-mariahilf'
/** A decision for required cookies only, as the storefront files it (trackConsentUpdate): category 'consent', type 'update', name = the choice. */
function consentLog(now: Date, path: string, minutesAgo: number) {
  const decision = consentUpdate('required', now)
  return { ...decision, action: null, path, minutesAgo, data: { ...decision.data, path } }
}

/** The entries of one demo visit, as the storefront sends them. */
const analyticsLogs = (now: Date) => [
  {
    category: 'device', type: 'init', action: null, name: 'device-init', path: '/', minutesAgo: 45,
    data: {
      language: 'de-AT', languages: ['de-AT', 'de', 'en'], screenWidth: 1920, screenHeight: 1080,
      windowDevicePixelRatio: 1, orientation: 'landscape', darkMode: false,
    },
  },
  consentLog(now, '/', 45),
  { category: 'navigation', type: 'page-view', action: 'view', name: STORE, path: STORE, minutesAgo: 44, data: { source: 'router' } },
  { category: 'event', type: 'event', action: 'add-to-cart', name: 'add-to-cart', path: STORE, minutesAgo: 42,
    data: { product: 'Wiener Schnitzel vom Kalb', quantity: 1 } },
  { category: 'event', type: 'event', action: 'initiate-checkout', name: 'initiate-checkout', path: `${STORE}/checkout`, minutesAgo: 40,
    data: { items: 2 } },
]

const LOGS = [
  { level: 'info', message: 'Bestellbestätigung an gast@example.at versendet', minutesAgo: 90, withUser: false,
    context: { order: 'A-1001', channel: 'email' } },
  { level: 'warning', message: 'Bondrucker Küche antwortet nicht, Druckauftrag wird wiederholt', minutesAgo: 60, withUser: false,
    context: { device: 'wien-mariahilf-bondrucker-kueche', attempt: 2 } },
  { level: 'error', message: 'Zahlungsstatus konnte nicht abgerufen werden', minutesAgo: 30, withUser: false,
    context: { provider: 'mollie', status: 503 } },
  { level: 'info', message: 'Einstellungen gespeichert', minutesAgo: 10, withUser: true, context: { fields: ['shopName'] } },
]

/** Idempotent German demo data of the analysis area: leads, visitor analytics, application log. */
export async function seedAnalytics(payload: Payload, refs: SeedRefs, now: Date): Promise<void> {
  const clock = zoned(now)
  const ago = (duration: { days?: number; minutes?: number }) => clock.minus(duration).toUTC().toISO()

  for (const { daysAgo, ...lead } of LEADS) {
    await upsert(payload, 'analytics-leads', { email: { equals: lead.email } }, { ...lead, createdAt: ago({ days: daysAgo }) })
  }

  // Earlier seeds filed the consent decision as 'consent-update'; it is found again by its name ('required') now.
  await payload.delete({ collection: 'analytics-logs', where: allEqual({ sessionId: SESSION, name: 'consent-update' }), depth: 0, overrideAccess: true })
  for (const { minutesAgo, ...entry } of analyticsLogs(now)) {
    await upsert(payload, 'analytics-logs', allEqual({ sessionId: SESSION, name: entry.name }), {
      ...entry,
      sessionId: SESSION,
      userAgent: USER_AGENT,
      createdAt: ago({ minutes: minutesAgo }),
    })
  }

  for (const { minutesAgo, withUser, ...entry } of LOGS) {
    await upsert(payload, 'logs', { message: { equals: entry.message } }, {
      ...entry,
      user: withUser ? refs.adminId : null,
      createdAt: ago({ minutes: minutesAgo }),
    })
  }
}
