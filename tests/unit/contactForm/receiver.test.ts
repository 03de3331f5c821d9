import { describe, expect, it } from '@jest/globals'

import { blockReceiver, resolveReceiver, type ReceiverDirectory } from '@/src/domain/contactForm'

const MAILBOX = 'benachrichtigung@example.at'

const directory: ReceiverDirectory = {
  formBlocks: [
    { pagePath: '/kontakt', blockId: 'form-contact', receiver: 'vertrieb@example.at', subject: 'Anfrage Vertrieb' },
    { pagePath: '/standort', blockId: 'form-map', receiver: 'karte@example.at', subject: null },
    { pagePath: '/ohne', blockId: 'form-none', receiver: null, subject: null },
    { pagePath: '/a', blockId: 'copied', receiver: 'a@example.at', subject: null },
    { pagePath: '/b', blockId: 'copied', receiver: 'b@example.at', subject: null },
  ],
  contactEmails: ['Technik@Example.at'],
  companyEmail: 'zentrale@example.at',
}

describe('blockReceiver (section 7: the contact block, else the block itself)', () => {
  it.each<[string, { contactEmail?: string | null; email?: string | null }, string | null]>([
    ['the contact block\'s e-mail first', { contactEmail: 'person@example.at', email: 'block@example.at' }, 'person@example.at'],
    ['the block\'s own e-mail without a contact', { contactEmail: null, email: 'block@example.at' }, 'block@example.at'],
    ['the block\'s own e-mail when the contact has none', { contactEmail: ' ', email: 'block@example.at' }, 'block@example.at'],
    ['null when neither is set', {}, null],
  ])('%s', (_, block, expected) => expect(blockReceiver(block)).toBe(expected))
})

describe('resolveReceiver (section 7, never an open relay)', () => {
  it.each<[string, Parameters<typeof resolveReceiver>[1], string]>([
    ['the form block\'s receiver (contact block)', { pagePath: '/kontakt', blockId: 'form-contact' }, 'vertrieb@example.at'],
    ['the map block\'s e-mail', { pagePath: '/standort', blockId: 'form-map' }, 'karte@example.at'],
    ['the company e-mail when the block names none', { pagePath: '/ohne', blockId: 'form-none' }, 'zentrale@example.at'],
    ['the block\'s receiver although the browser sends another', { pagePath: '/kontakt', blockId: 'form-contact', receiver: 'zentrale@example.at' }, 'vertrieb@example.at'],
    ['a forged receiver is ignored', { receiver: 'angreifer@evil.example' }, 'zentrale@example.at'],
    ['a forged receiver with an unknown block is ignored', { blockId: 'unbekannt', receiver: 'angreifer@evil.example' }, 'zentrale@example.at'],
    ['a configured receiver is used without a block', { receiver: 'karte@example.at' }, 'karte@example.at'],
    ['a contact block\'s e-mail counts as configured, in its configured spelling', { receiver: 'technik@example.AT' }, 'Technik@Example.at'],
    ['one of two blocks with the same id by its page', { pagePath: '/b', blockId: 'copied' }, 'b@example.at'],
    ['two blocks with the same id and no page: neither', { blockId: 'copied' }, 'zentrale@example.at'],
  ])('%s', (_, hint, expected) => expect(resolveReceiver(directory, hint, MAILBOX)).toBe(expected))

  it('falls back to the notification mailbox without a company e-mail', () => {
    const bare = { ...directory, companyEmail: null }
    expect(resolveReceiver(bare, { receiver: 'angreifer@evil.example' }, MAILBOX)).toBe(MAILBOX)
    expect(resolveReceiver(bare, { pagePath: '/ohne', blockId: 'form-none' }, MAILBOX)).toBe(MAILBOX)
    expect(resolveReceiver({ formBlocks: [], contactEmails: [], companyEmail: null }, {}, MAILBOX)).toBe(MAILBOX)
  })
})
