import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import { ROLES } from '@/src/domain/roles'

/** A name on the time clock's list. */
export interface ClockPersonEntry {
  username: string
  name: string
  pinRequired: boolean
}

export interface TimeClockView {
  branchName: string
  people: ClockPersonEntry[]
}

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/

/**
 * The time clock of /zeiterfassung/{token}: the branch of the enabled device of type 'timeClock'
 * with that access key and the staff working there who have a user name (sorted by name, with
 * whether they need a PIN); null for anything else, which the page answers with the German 404.
 * Read once per request (metadata and page share it).
 */
export const loadTimeClock = cache(async (token: string): Promise<TimeClockView | null> => {
  if (!TOKEN.test(token)) return null
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'devices',
    where: { and: [{ accessToken: { equals: token } }, { type: { equals: 'timeClock' } }, { isEnabled: { equals: true } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: { branch: true },
    populate: { branches: { name: true } },
  })
  const branch = docs[0]?.branch
  if (!branch || typeof branch !== 'object') return null
  const staff = await payload.find({
    collection: 'users',
    where: { and: [{ branches: { in: [branch.id] } }, { username: { exists: true } }, { roles: { in: [ROLES.admin, ROLES.employee] } }] },
    sort: ['firstName', 'lastName'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { username: true, firstName: true, lastName: true, timeClockPinHash: true },
  })
  const people = staff.docs
    .filter((user) => user.username)
    .map((user) => ({
      username: user.username as string,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.username as string),
      pinRequired: Boolean(user.timeClockPinHash),
    }))
  return { branchName: branch.name ?? '', people }
})
