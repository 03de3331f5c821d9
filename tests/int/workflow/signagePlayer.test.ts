import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'

import { loadStream, playlistOf } from '@/backoffice/signage/data/loadPlayer'

import { startWorkflowContext, type WorkflowContext } from './setup'

/**
 * What a signage player plays and how it hears of changes (issue 25, item 1): the TV's stream as a
 * playlist of film sequences and scenes of every kind with their time windows, and `content`
 * events on its event stream within two seconds of a change to the menu board's data or the
 * programme, so the player loads them again without anyone touching it.
 */
let context: WorkflowContext
let tv: { id: number; key: string }
let streamId: number
let sceneId: number

const richText = {
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [
    { type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: 'Heute: Kürbiscremesuppe', format: 1, detail: 0, mode: 'normal', style: '', version: 1 }] },
  ] },
}

async function create<T extends 'scenes' | 'digital-signage-segments' | 'digital-signage-streams' | 'digital-signage-devices'>(collection: T, data: Record<string, unknown>) {
  return context.payload.create({ collection, data: data as never, depth: 0, overrideAccess: true })
}

beforeAll(async () => {
  context = await startWorkflowContext()
  const suffix = Math.random().toString(36).slice(2, 8)
  const welcome = await create('scenes', { name: 'Willkommen', path: `/willkommen-${suffix}`, duration: 8, content: { title: 'Herzlich willkommen', text: 'Schön, dass Sie da sind!' } })
  const board = await create('scenes', { name: 'Speisekarte', path: `/speisekarte-${suffix}`, kind: 'menuBoard', duration: 20 })
  const soup = await create('scenes', { name: 'Tagessuppe', path: `/suppe-${suffix}`, kind: 'richText', duration: 12, richText })
  sceneId = welcome.id
  const always = await create('digital-signage-segments', { name: `Immer ${suffix}`, scenes: [welcome.id, board.id], transition: 'fade' })
  const lunch = await create('digital-signage-segments', { name: `Mittag ${suffix}`, scenes: [soup.id], transition: 'slide', duration: 30, schedule: [{ type: 'daily', from: '11:00', to: '14:00' }] })
  streamId = (await create('digital-signage-streams', { name: `Programm ${suffix}`, segments: [always.id, lunch.id], isLooping: true })).id
  const created = await create('digital-signage-devices', { identifier: `tv-${suffix}`, name: 'TV Theke', branch: context.world.branches.open.id, stream: streamId })
  tv = { id: created.id, key: created.apiKey as string }
})
afterAll(() => context.close())

describe('the playlist of a TV', () => {
  it('holds the stream\'s film sequences in order with their scenes, kinds, durations, transitions and time windows', async () => {
    const playlist = playlistOf(await loadStream(streamId))
    expect(playlist.isLooping).toBe(true)
    expect(playlist.segments.map((segment) => [segment.transition, segment.duration, segment.scenes.map((scene) => [scene.kind, scene.duration])])).toEqual([
      ['fade', null, [['content', 8], ['menuBoard', 20]]],
      ['slide', 30, [['richText', 12]]],
    ])
    expect(playlist.segments[0].scenes[0]).toMatchObject({ title: 'Herzlich willkommen', text: 'Schön, dass Sie da sind!', richText: null, video: null, background: null, images: [] })
    expect(playlist.segments[1].schedule).toEqual([expect.objectContaining({ type: 'daily', from: '11:00', to: '14:00' })])
    expect(JSON.stringify(playlist.segments[1].scenes[0].richText)).toContain('Kürbiscremesuppe')
  })

  it('is empty for a TV without stream or an unknown stream', async () => {
    expect(playlistOf(null)).toEqual({ isLooping: true, segments: [] })
    expect(await loadStream(999_999_999)).toBeNull()
  })

  it('refuses a video scene without video', async () => {
    await expect(create('scenes', { name: 'Film', path: `/film-${tv.id}`, kind: 'video', duration: 10 })).rejects.toThrow(/Video/)
  })
})

describe('the player\'s event stream', () => {
  async function openEvents() {
    const response = await context.request('GET', `/digital-signage-devices/link/${tv.key}/events`)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    return {
      /** Resolves when `event: content` has arrived since the last call (fails after 2 s). */
      async content(): Promise<void> {
        received = ''
        let timer: ReturnType<typeof setTimeout> | undefined
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('kein content-Ereignis binnen 2 s')), 2_000)
        })
        try {
          while (!received.includes('event: content')) {
            const chunk = await Promise.race([reader.read(), late])
            if (chunk.done) throw new Error('Stream beendet')
            received += decoder.decode(chunk.value, { stream: true })
          }
        } finally {
          clearTimeout(timer)
        }
      },
      close: () => reader.cancel(),
    }
  }

  /** An edit and how to undo it. */
  type Edit = () => Promise<(() => Promise<unknown>) | void>
  const update = (collection: 'products' | 'branches' | 'menus' | 'scenes', id: number, data: Record<string, unknown>) =>
    context.payload.update({ collection, id, data: data as never, depth: 0, overrideAccess: true })

  const edits: [string, Edit][] = [
    ['a product of the menu board', async () => {
      await update('products', context.world.products.beer, { isEnabled: false })
      return () => update('products', context.world.products.beer, { isEnabled: true })
    }],
    ['the branch\'s opening hours', async () => {
      const branch = await context.payload.findByID({ collection: 'branches', id: context.world.branches.open.id, depth: 0, select: { openingHours: true } })
      await update('branches', branch.id, { openingHours: [{ type: 'daily', from: '06:00', to: '22:00' }] })
      return () => update('branches', branch.id, { openingHours: branch.openingHours })
    }],
    ['a menu of the branch', async () => {
      const { docs: [menu] } = await context.payload.find({ collection: 'menus', where: { branches: { contains: context.world.branches.open.id } }, depth: 0, limit: 1, select: { name: true } })
      await update('menus', menu.id, { name: `${menu.name} (neu)` })
      return () => update('menus', menu.id, { name: menu.name })
    }],
    ['a scene of its programme', async () => {
      await update('scenes', sceneId, { content: { title: 'Grüß Gott' } })
    }],
  ]

  it.each(edits)('tells the player within two seconds that %s changed', async (_name, edit) => {
    const events = await openEvents()
    let undo: (() => Promise<unknown>) | void = undefined
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const waiting = events.content()
      undo = await edit()
      await waiting
    } finally {
      // the undo's own event goes to this stream, not to the next test's
      if (undo) await undo().then(() => new Promise((resolve) => setTimeout(resolve, 300)))
      await events.close()
    }
  })
})
