import type { ParsedMail } from 'mailparser'
import pg from 'pg'

import type { Checkout } from './checkoutDriver'

export type Findings = {
  acknowledged: number
  ordersFound: number
  lost: string[]
  doubledKeys: string[]
  wrongTotal: string[]
  withoutItems: string[]
  conflictingAnswers: string[]
  mailsTwice: string[]
  withoutMail: string[]
  /** Announcements still due in the outbox when the check ran. */
  stillDue: number
}

type OrderRow = { key: string; uid: string; gross: string; items: number }

/**
 * What the database and the mailbox hold after the run, against what the clients were told: every
 * acknowledged checkout is exactly one order with the priced total and all its lines, no key has
 * two orders, and every order's receipt mail went out exactly once.
 */
export async function verifyCheckouts(databaseUrl: string, runId: string, checkouts: Checkout[], expectedGross: Map<number, number>, mails: ParsedMail[]): Promise<Findings> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  let rows: OrderRow[]
  const stillDue = await dueAnnouncements(databaseUrl)
  try {
    ;({ rows } = await client.query<OrderRow>(
      `SELECT o.idempotency_key AS key, o.uid, o.totals_gross::text AS gross, (SELECT count(*) FROM orders_items i WHERE i._parent_id = o.id)::int AS items
       FROM orders o WHERE o.idempotency_key LIKE $1`,
      [`crash-${runId}-%`],
    ))
  } finally {
    await client.end()
  }
  const byKey = new Map<string, OrderRow[]>()
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row])
  // The customer's address is the checkout's key (crash.ts), so a receipt names its order by recipient.
  const uidOfKey = new Map(rows.map((row) => [row.key, row.uid]))
  const receipts = new Map<string, ParsedMail[]>()
  for (const mail of mails) {
    const uid = uidOfKey.get(mailTo(mail).replace(/@example\.at$/, ''))
    if (uid) receipts.set(uid, [...(receipts.get(uid) ?? []), mail])
  }
  const acknowledged = checkouts.filter((checkout) => checkout.uid)
  const sameTotal = (stored: string, quoted: number) => Number(stored).toFixed(2) === quoted.toFixed(2)
  const linesOf = new Map(checkouts.map((checkout) => [checkout.key, checkout.lines]))
  return {
    acknowledged: acknowledged.length,
    ordersFound: rows.length,
    lost: acknowledged.filter((checkout) => !byKey.get(checkout.key)?.some((row) => row.uid === checkout.uid)).map((checkout) => checkout.key),
    doubledKeys: [...byKey].filter(([, orders]) => orders.length > 1).map(([key]) => key),
    wrongTotal: acknowledged.filter((checkout) => byKey.get(checkout.key)?.some((row) => !sameTotal(row.gross, expectedGross.get(checkout.lines)!))).map((checkout) => checkout.key),
    withoutItems: rows.filter((row) => row.items !== linesOf.get(row.key)).map((row) => row.key),
    conflictingAnswers: checkouts.filter((checkout) => checkout.conflictingUid).map((checkout) => checkout.key),
    mailsTwice: [...receipts].filter(([, received]) => received.length > 1).map(([uid, received]) => `${uid} ${sameMessage(received) ? '(eine Message-ID: vom SMTP-Pool wiederholt)' : '(verschiedene Message-IDs)'}`),
    withoutMail: rows.filter((row) => !receipts.has(row.uid)).map((row) => row.uid),
    stillDue,
  }
}

/** Copies of one message (one Message-ID, as the mail pool repeats a message) rather than two sends of ours. */
const sameMessage = (mails: ParsedMail[]) => new Set(mails.map((mail) => mail.messageId)).size === 1

const mailTo = (mail: ParsedMail): string => [mail.to].flat().flatMap((to) => to?.value.map((entry) => entry.address ?? '') ?? []).join(',')

/** Announcements still due in the outbox (the recovery job has not sent them yet). */
export async function dueAnnouncements(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM app_outbox.order_announcements')).rows[0].n
  } finally {
    await client.end()
  }
}
