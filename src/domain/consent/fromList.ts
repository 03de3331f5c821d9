import type { ConsentIntent, ConsentService, ConsentServices, ConsentStorageEntry } from './types'

const INTENTS: readonly ConsentIntent[] = ['required', 'analytics', 'marketing', 'support']

/** A storage entry as an editor list row (Payload adds an `id` and leaves empty fields null). */
interface ConsentStorageRow {
  name?: string | null
  ttl?: number | null
  description?: string | null
}

/** A service as a row of the settings' consent service list, keyed by `key`. */
export interface ConsentServiceRow {
  key?: string | null
  name?: string | null
  description?: string | null
  intents?: string[] | null
  provider?: string | null
  privacyPolicy?: string | null
  scriptId?: string | null
  cookies?: ConsentStorageRow[] | null
  localStorage?: ConsentStorageRow[] | null
  sessionStorage?: ConsentStorageRow[] | null
}

function entries(rows: ConsentStorageRow[] | null | undefined): ConsentStorageEntry[] {
  return (rows ?? [])
    .filter((row) => (row.name ?? '').trim() !== '')
    .map((row) => ({ name: (row.name ?? '').trim(), ttl: row.ttl ?? null, description: row.description ?? '' }))
}

/**
 * Turns the editor list into the configuration the version is computed on. Only the known fields
 * are taken (Payload's row ids are dropped, so re-saving unchanged rows keeps the version), empty
 * fields become '' or [], unknown intents are dropped, rows without a key are skipped and a
 * repeated key keeps its first row. An empty scriptId is left out entirely.
 */
export function consentServicesFromList(rows: readonly ConsentServiceRow[] | null | undefined): ConsentServices {
  const services: Record<string, ConsentService> = {}
  for (const row of rows ?? []) {
    const key = (row.key ?? '').trim()
    if (key === '' || key in services) continue
    const scriptId = (row.scriptId ?? '').trim()
    services[key] = {
      name: row.name ?? key,
      description: row.description ?? '',
      intents: (row.intents ?? []).filter((intent): intent is ConsentIntent => (INTENTS as readonly string[]).includes(intent)),
      provider: row.provider ?? '',
      privacyPolicy: row.privacyPolicy ?? '',
      ...(scriptId === '' ? {} : { scriptId }),
      cookies: entries(row.cookies),
      localStorage: entries(row.localStorage),
      sessionStorage: entries(row.sessionStorage),
    }
  }
  return services
}
