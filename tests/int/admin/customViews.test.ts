import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'
import { isValidElement, type ReactElement } from 'react'

import { StatisticsView } from '@/backoffice/admin/statistics/StatisticsView'
import { WorkingTimeView } from '@/backoffice/admin/timeClock/WorkingTimeView'
import { ApiError } from '@/src/server/http/apiError'
import { TodayView } from '@/backoffice/admin/desk/TodayView'
import { ViewLoadError } from '@/backoffice/admin/ui/ViewLoadError'

import { startTestPayload, type TestContext } from '../support/testPayload'

/**
 * The custom admin views (payload.config.ts admin.components.views) are public routes for Payload:
 * each checks session and role on the server (issue 26, 2.12). Rendered here as the admin route
 * renders them: without a session they send the browser to the sign-in, without a staff role they
 * show only the refusal, and a failed load shows the server's message or the fallback of section 8.
 */

let context: TestContext
let staff: Record<string, unknown>
let plainUser: Record<string, unknown>
let customer: Record<string, unknown>

const VIEWS = [
  { name: 'Heute', path: 'heute', View: TodayView },
  { name: 'Statistik', path: 'statistik', View: StatisticsView },
  { name: 'Arbeitszeiten', path: 'arbeitszeiten', View: WorkingTimeView },
] as const

beforeAll(async () => {
  context = await startTestPayload()
  const { payload } = context
  const branch = await payload.create({ collection: 'branches', data: { name: 'Ansicht Wien', identifier: 'ansicht-wien' }, overrideAccess: true, depth: 0 })
  staff = { ...(await payload.create({ collection: 'users', data: { email: 'views-staff@example.at', password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [branch.id] }, overrideAccess: true, depth: 0 })), collection: 'users' }
  // A back-office account holding neither ROLE_ADMIN nor ROLE_EMPLOYEE (a role the form no longer offers).
  plainUser = { id: 999_999, email: 'views-user@example.at', roles: ['ROLE_USER'], collection: 'users' }
  customer = { id: 1, email: 'kunde@example.at', roles: ['ROLE_EXTERNAL_USER'], collection: 'external-users' }
})
afterAll(() => context.close())

/** The props Payload hands a custom view: the request (with or without user) and the admin frame's data. */
function propsFor(user: Record<string, unknown> | null, payload: Payload = context.payload): AdminViewServerProps {
  const req = { payload, user, i18n: { language: 'de', t: (key: string) => key }, headers: new Headers(), context: {} } as unknown as PayloadRequest
  return {
    initPageResult: { req, locale: undefined, permissions: {}, visibleEntities: { collections: [], globals: [] } },
    params: {},
    searchParams: {},
  } as unknown as AdminViewServerProps
}

/** Where a view redirected to (Next.js throws its redirect), or null when it rendered. */
async function redirectOf(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render()
    return null
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (!digest.startsWith('NEXT_REDIRECT')) throw error
    return digest.split(';')[2]
  }
}

type FrameElement = ReactElement<{ forbidden: string | null; children: unknown }>

/** Every element below `node` (the view's frame is not rendered: its props and children are inspected). */
function elementsOf(node: unknown): ReactElement[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf)
  if (!isValidElement(node)) return []
  return [node, ...elementsOf((node.props as { children?: unknown }).children)]
}

describe('custom admin views', () => {
  it.each(VIEWS)('$name sends a request without session to the sign-in and back', async ({ path, View }) => {
    expect(await redirectOf(() => View(propsFor(null)))).toBe(`/backend/login?redirect=${encodeURIComponent(`/backend/${path}`)}`)
  })

  it.each(VIEWS)('$name shows a back-office user without staff role and a shop customer only the refusal', async ({ View }) => {
    for (const user of [plainUser, customer]) {
      const frame = (await View(propsFor(user))) as FrameElement
      expect(frame.props.forbidden).toMatch(/Berechtigung|nur Mitarbeiter/)
    }
  })

  it.each(VIEWS)('$name opens for staff of a branch', async ({ View }) => {
    const frame = (await View(propsFor(staff))) as FrameElement
    expect(frame.props.forbidden).toBeNull()
    expect(elementsOf(frame.props.children).some((element) => element.type === ViewLoadError)).toBe(false)
  })

  it('"Heute" and "Arbeitszeiten" show the server\'s message of a failed load, else the fallback, with "Erneut versuchen"', async () => {
    const failing = (error: Error) => new Proxy(context.payload, {
      get: (target, key, receiver) => (key === 'find' ? async () => { throw error } : Reflect.get(target, key, receiver)),
    })
    const messages = async (View: (typeof VIEWS)[number]['View'], error: Error) => {
      const frame = (await View(propsFor(staff, failing(error)))) as FrameElement
      return elementsOf(frame.props.children).filter((element) => element.type === ViewLoadError).map((element) => (element.props as { message: string }).message)
    }
    expect(await messages(TodayView, new Error('connection terminated'))).toEqual(['Bestellungen konnten nicht geladen werden.'])
    expect(await messages(TodayView, new ApiError('Die Filialen sind gerade gesperrt.', 409))).toEqual(['Die Filialen sind gerade gesperrt.'])
    expect(await messages(WorkingTimeView, new Error('connection terminated'))).toEqual(['Zeitsalden konnten nicht geladen werden.'])
    expect(await messages(WorkingTimeView, new ApiError('Sie haben keine Berechtigung für diese Filiale.', 403))).toEqual(['Sie haben keine Berechtigung für diese Filiale.'])
    // The statistics swallow the error (section 8): the view opens without branches.
    const statistics = (await StatisticsView(propsFor(staff, failing(new Error('connection terminated'))))) as FrameElement
    expect(statistics.props.forbidden).toBeNull()
  })
})
