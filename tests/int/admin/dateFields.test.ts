import { describe, expect, it } from '@jest/globals'
import type { Field } from 'payload'

import configPromise from '@payload-config'

/**
 * Every date field of the back office (parts-shop-and-site.md section 3, issue 26 2.8): one with a
 * clock is picked on the 24-hour clock with a minute step of 1; a day field has no clock at all.
 */

type DateSetting = { pickerAppearance?: string; timeFormat?: string; timeIntervals?: number }
type Found = { path: string; date: DateSetting; hidden: boolean }

/** The date fields below `fields`; a field inside a hidden or disabled one (Payload's sessions list) is hidden too. */
function dateFieldsOf(fields: Field[], prefix: string, parentHidden = false): Found[] {
  return fields.flatMap((field): Found[] => {
    const name = 'name' in field && field.name ? `${prefix}.${field.name}` : prefix
    const admin = field.admin as { hidden?: boolean; disabled?: boolean } | undefined
    const hidden = parentHidden || ('hidden' in field && field.hidden === true) || admin?.hidden === true || admin?.disabled === true
    if (field.type === 'date') return [{ path: name, date: (field.admin?.date ?? {}) as DateSetting, hidden }]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dateFieldsOf(tab.fields, 'name' in tab && tab.name ? `${prefix}.${tab.name}` : prefix, hidden))
    if (field.type === 'blocks') return field.blocks.flatMap((block) => dateFieldsOf(block.fields, `${name}.${block.slug}`, hidden))
    if ('fields' in field && Array.isArray(field.fields)) return dateFieldsOf(field.fields, name, hidden)
    return []
  })
}

describe('date fields in the back office', () => {
  it('with a clock use the 24-hour clock and a minute step of 1', async () => {
    const config = await configPromise
    const found = [
      // Payload's own collections (jobs, preferences, locks) are no forms of ours.
      ...config.collections.filter(({ slug }) => !slug.startsWith('payload-')).flatMap((collection) => dateFieldsOf(collection.fields, collection.slug)),
      ...config.globals.flatMap((global) => dateFieldsOf(global.fields, global.slug)),
    ]
    // Payload's own bookkeeping (createdAt, updatedAt) is read-only; hidden fields show no picker.
    const ours = found.filter(({ path, hidden }) => !hidden && !/\.(createdAt|updatedAt)$/.test(path))
    expect(ours.length).toBeGreaterThan(10)
    const withClock = ours.filter(({ date }) => date.pickerAppearance !== 'dayOnly' && date.pickerAppearance !== 'monthOnly')
    const wrong = withClock.filter(({ date }) => date.pickerAppearance !== 'dayAndTime' || date.timeFormat !== 'HH:mm' || date.timeIntervals !== 1)
    expect(wrong.map(({ path, date }) => `${path}: ${JSON.stringify(date)}`)).toEqual([])
    expect(withClock.map(({ path }) => path)).toEqual(expect.arrayContaining(['orders.appointment', 'menus.availableFrom', 'working-activities.startedAt']))
  })
})
