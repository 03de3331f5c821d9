import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { freePort } from '@/ops/freePort'

export type Mailbox = {
  port: number
  messages: ParsedMail[]
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  close: () => Promise<void>
}

/** A local SMTP server that keeps every message it receives, for assertions on sent mail. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ParsedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app keeps pooled SMTP connections open; closing must not wait the default 30 s for them.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          waiters.splice(0).forEach((wake) => wake())
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  // A sender that dies mid-conversation (the crash scenario kills the server) resets its connection: not the mailbox's failure.
  server.on('error', () => undefined)
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  const waitFor: Mailbox['waitFor'] = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Keine passende E-Mail empfangen')), timeoutMs)
      const check = () => {
        const found = messages.find(match)
        if (found) {
          clearTimeout(timer)
          resolve(found)
        } else waiters.push(check)
      }
      check()
    })

  return { port, messages, waitFor, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
