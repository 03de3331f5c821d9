import type { CollectionBeforeChangeHook, Field } from 'payload'

import { truncateText } from '@/src/domain/text/truncate'

/** Length of the read-only summary shown in the admin instead of the raw JSON. */
const JSON_SUMMARY_LENGTH = 500

/** Free-form data as compact JSON, shortened to `maxLength` characters; null when there is none. */
function summarizeJson(value: unknown, maxLength = JSON_SUMMARY_LENGTH): string | null {
  if (value === undefined || value === null) return null
  let text: string
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  return truncateText(text, maxLength)
}

/**
 * A JSON field hidden in the admin (its JSON editor needs a CDN our CSP blocks) and a read-only
 * text field with its summary, kept current by `summarizeJsonInto`.
 */
export const hiddenJsonWithSummary = (name: string, summaryName: string, label: string): Field[] => [
  { name, type: 'json', label, admin: { hidden: true } },
  {
    name: summaryName,
    type: 'textarea',
    label,
    admin: { readOnly: true, description: `Gekürzte Ansicht (höchstens ${JSON_SUMMARY_LENGTH} Zeichen).` },
  },
]

/** Derives the summary field from the JSON field; a summary sent by a client is ignored. */
export const summarizeJsonInto =
  (source: string, target: string): CollectionBeforeChangeHook =>
  ({ data }) => {
    const { [target]: _ignored, ...rest } = data
    if (!(source in data)) return rest
    return { ...rest, [target]: summarizeJson(data[source]) }
  }
