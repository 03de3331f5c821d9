import pg from 'pg'

import { databaseUrl } from '../environment/environment'

/**
 * Tells every server process on the database that staff changed data the public pages and the
 * checkout read (branches, menus, products, settings …), so their in-process caches drop it.
 *
 * A change is applied to this process's listeners at once and sent as a PostgreSQL NOTIFY on the
 * change's own transaction (announceDataChange.ts): PostgreSQL delivers it when (and only if) the
 * transaction commits, to every process that LISTENs, this one included. The second, post-commit
 * delivery closes the gap in which a concurrent request could reload the old rows between the
 * change and its commit. After a lost connection every listener hears `null` (anything may have
 * changed meanwhile). Only `pg` here: Next.js loads the page cache handler, a listener too,
 * outside its bundle.
 */
export type ChangeListener = (source: string | null) => void

export const CHANGE_CHANNEL = 'app_data_changes'

type Feed = { listeners: Set<ChangeListener>; client: pg.Client | null; connecting: Promise<void> | null; stopped: boolean }

// One feed per process, also when bundlers load this module more than once.
const FEED_KEY = Symbol.for('gastro.changeFeed')
const feed: Feed = ((globalThis as Record<symbol, Feed | undefined>)[FEED_KEY] ??= { listeners: new Set(), client: null, connecting: null, stopped: false })

/** Tells this process's listeners now (the NOTIFY tells every process after the commit). */
export const tell = (source: string | null) => feed.listeners.forEach((listener) => listener(source))

async function connect(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(), application_name: 'change-feed' })
  client.on('notification', (message) => tell(message.payload || null))
  client.on('error', () => reconnect(client))
  client.on('end', () => reconnect(client))
  await client.connect()
  await client.query(`LISTEN ${CHANGE_CHANNEL}`)
  feed.client = client
}

function reconnect(client: pg.Client): void {
  if (feed.client !== client || feed.stopped) return
  feed.client = null
  tell(null)
  setTimeout(() => void listen().catch(() => reconnect(client)), 1_000).unref()
}

function listen(): Promise<void> {
  feed.connecting ??= connect().finally(() => {
    feed.connecting = null
  })
  return feed.connecting
}

/** Calls `listener` with the source of every change (null: unknown, drop everything) until the returned function is called. */
export function onDataChange(listener: ChangeListener): () => void {
  feed.listeners.add(listener)
  feed.stopped = false
  if (!feed.client) void listen().catch(() => undefined)
  return () => feed.listeners.delete(listener)
}

/**
 * Resolves once this process LISTENs (at once when it already does). Whoever reads a state and
 * then follows its changes waits for this first: a change committed after the read is then heard.
 */
export function feedListening(): Promise<void> {
  return feed.client ? Promise.resolve() : listen()
}

const heard = new Map<string | null, number>()
let counting = false

/**
 * How many changes of the sources this process has heard so far (an unknown change counts for
 * every source). A load that sees the number move while it ran may hold data from before the change.
 */
export function changesHeard(sources: readonly string[]): number {
  if (!counting) {
    counting = true
    onDataChange((source) => heard.set(source, (heard.get(source) ?? 0) + 1))
  }
  return sources.reduce((sum, source) => sum + (heard.get(source) ?? 0), heard.get(null) ?? 0)
}

/**
 * Ends this process's LISTEN connection and forgets its listeners (tests, shutdown): they belong to
 * the Payload instance being closed, and the feed outlives it (one per process), so keeping them
 * would keep that instance's caches (in the tests, every earlier test file's modules) alive.
 */
export async function stopChangeFeed(): Promise<void> {
  feed.stopped = true
  feed.listeners.clear()
  const client = feed.client
  feed.client = null
  await client?.end().catch(() => undefined)
}
