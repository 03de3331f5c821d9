import { describe, expect, it } from '@jest/globals'

import { PASSWORD, unique } from '../access/actors'
import { context, payload, request, tokens, setUpSignedInWorld } from '../access/signedInWorld'

/**
 * Analytics leads (issue 23 item 5): contact requests listed for staff with their source page and
 * status 'Neu' / 'In Bearbeitung' / 'Erledigt'. Employees list them and move them on; creating
 * and deleting is for admins; visitors and shop customers see nothing.
 */
setUpSignedInWorld(PASSWORD)

type Lead = { id: number; email: string; source?: string | null; status: string }
type List = { docs: Lead[]; totalDocs: number }

const createLead = (status: 'new' | 'inProgress' | 'done' = 'new') =>
  payload.create({
    collection: 'analytics-leads',
    data: { email: `${unique('lead')}@example.at`, name: 'Maria Interessentin', source: '/leistungen/catering', status },
    depth: 0,
    overrideAccess: true,
  })

const list = async (token: string | undefined, query = '') => {
  const response = await request('GET', `/analytics-leads?depth=0&limit=100${query}`, { token })
  return { status: response.status, body: (await response.json()) as List }
}

describe('leads for staff', () => {
  it('are new by default', async () => {
    const response = await request('POST', '/analytics-leads', { token: tokens.admin, body: { email: `${unique('lead')}@example.at`, source: 'Telefon' } })
    expect(response.status).toBe(201)
    expect(((await response.json()) as { doc: Lead }).doc.status).toBe('new')
  })

  it('an employee lists them with source and status and sets one to "In Bearbeitung"', async () => {
    const lead = await createLead()
    const listed = await list(tokens.employeeA)
    expect(listed.status).toBe(200)
    expect(listed.body.docs).toContainEqual(expect.objectContaining({ id: lead.id, source: '/leistungen/catering', status: 'new' }))

    const response = await request('PATCH', `/analytics-leads/${lead.id}`, { token: tokens.employeeA, body: { status: 'inProgress' } })
    expect(response.status).toBe(200)
    const stored = await payload.findByID({ collection: 'analytics-leads', id: lead.id, depth: 0, overrideAccess: true })
    expect(stored.status).toBe('inProgress')
  })

  it('filter by status as the list filters of the back office do', async () => {
    const [fresh, working, done] = [await createLead('new'), await createLead('inProgress'), await createLead('done')]
    const inProgress = await list(tokens.employeeA, '&where[status][equals]=inProgress')
    expect(inProgress.status).toBe(200)
    const ids = inProgress.body.docs.map((doc) => doc.id)
    expect(ids).toContain(working.id)
    expect(ids).not.toContain(fresh.id)
    expect(ids).not.toContain(done.id)
    expect(inProgress.body.docs.every((doc) => doc.status === 'inProgress')).toBe(true)
  })

  it('refuses a status that does not exist (the old values included)', async () => {
    const lead = await createLead()
    for (const status of ['contacted', 'closed', 'erledigt']) {
      const response = await request('PATCH', `/analytics-leads/${lead.id}`, { token: tokens.admin, body: { status } })
      expect(response.status).toBe(400)
    }
    expect((await payload.findByID({ collection: 'analytics-leads', id: lead.id, depth: 0, overrideAccess: true })).status).toBe('new')
  })

  it('an employee may neither create nor delete a lead; an admin may', async () => {
    const lead = await createLead()
    const create = await request('POST', '/analytics-leads', { token: tokens.employeeA, body: { email: `${unique('lead')}@example.at` } })
    expect(create.status).toBe(403)
    expect((await request('DELETE', `/analytics-leads/${lead.id}`, { token: tokens.employeeA })).status).toBe(403)
    expect((await request('DELETE', `/analytics-leads/${lead.id}`, { token: tokens.admin })).status).toBe(200)
  })

  it('are refused to visitors and shop customers', async () => {
    const lead = await createLead()
    for (const token of [undefined, tokens.external]) {
      expect((await list(token)).status).toBe(403)
      expect((await request('GET', `/analytics-leads/${lead.id}`, { token })).status).toBe(403)
      expect((await request('PATCH', `/analytics-leads/${lead.id}`, { token, body: { status: 'done' } })).status).toBe(403)
    }
    expect((await payload.findByID({ collection: 'analytics-leads', id: lead.id, depth: 0, overrideAccess: true })).status).toBe('new')
  })
})

describe('the contact form keeps a lead with the page it was sent from', () => {
  let address = 0
  const submit = (fields: Record<string, unknown>) =>
    request('POST', '/custom/forms', { body: fields, headers: { 'X-Client-Address': `10.78.0.${++address}` } })
  const visitor = (marker: string) => ({
    email: 'lena.leitner@example.at', firstName: 'Lena', lastName: 'Leitner', phone: '+43 660 7654321', company: '',
    comment: `Bitte um ein Angebot (${marker}).`, privacy: true,
  })
  const leadWith = async (marker: string) => {
    await context.mailbox.waitFor((mail) => Boolean(mail.text?.includes(marker)))
    const { docs } = await payload.find({ collection: 'analytics-leads', where: { message: { contains: marker } }, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    return docs[0]
  }

  it('the page of the form block as source, the subject in the message, status new', async () => {
    const path = `/${unique('anfrage')}`
    const site = await payload.create({
      collection: 'sites',
      data: { name: 'Anfrage (Lead-Test)', path, type: 'custom_site', _status: 'published', content: { body: [{ blockType: 'formData', subject: 'Anfrage Firmenfeier', email: 'events@example.at' }] } },
      depth: 0,
      overrideAccess: true,
    })
    const blockId = site.content?.body?.[0]?.id
    const marker = unique('quelle')
    expect((await submit({ ...visitor(marker), subject: 'Egal', pagePath: path, blockId })).status).toBe(200)
    const lead = await leadWith(marker)
    expect(lead).toMatchObject({ email: 'lena.leitner@example.at', name: 'Lena Leitner', source: path, status: 'new' })
    expect(lead.message).toContain('Betreff: Anfrage Firmenfeier')
  })

  it('without a known block, the page the browser named; no source when that is no page of this site', async () => {
    const named = unique('ohne-block')
    expect((await submit({ ...visitor(named), subject: '', pagePath: '/kontakt', blockId: '' })).status).toBe(200)
    expect((await leadWith(named)).source).toBe('/kontakt')

    const foreign = unique('fremd')
    expect((await submit({ ...visitor(foreign), subject: '', pagePath: 'https://evil.example/kontakt', blockId: '' })).status).toBe(200)
    expect((await leadWith(foreign)).source ?? null).toBeNull()
  })
})
