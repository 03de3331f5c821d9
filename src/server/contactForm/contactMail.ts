import type { ContactFormValues } from '@/src/domain/contactForm'
import { escapeHtml } from '@/src/server/mail/escapeHtml'

import { CONTACT_MAIL_TEXTS as TEXTS } from './texts'

export interface ContactMailInput {
  subject: string
  values: ContactFormValues
  /** The page the form was sent from, when known. */
  pagePath: string | null
  attachmentNames: string[]
}

type Row = [label: string, value: string]

/** The filled-in rows of the mail; optional ones only when they hold something. */
function rowsOf({ values, pagePath, attachmentNames }: ContactMailInput): Row[] {
  const rows: [string, string | null][] = [
    [TEXTS.firstName, values.firstName],
    [TEXTS.lastName, values.lastName],
    [TEXTS.email, values.email],
    [TEXTS.phone, values.phone],
    [TEXTS.company, values.company || null],
    [TEXTS.comment, values.comment || null],
    [TEXTS.page, pagePath],
    [TEXTS.uploads, attachmentNames.length > 0 ? attachmentNames.join(', ') : null],
  ]
  return rows.filter((row): row is Row => Boolean(row[1]))
}

const CELL = 'padding:4px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top;text-align:left'

/** Every value the visitor wrote is escaped; line breaks of the message are kept. */
const htmlValue = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

function renderHtml(input: ContactMailInput, rows: Row[]): string {
  const table = rows.map(([label, value]) => `<tr><th style="${CELL}">${escapeHtml(label)}</th><td style="${CELL}">${htmlValue(value)}</td></tr>`).join('')
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.45">',
    `<h1 style="font-size:20px">${escapeHtml(input.subject)}</h1>`,
    `<p>${escapeHtml(TEXTS.intro)}</p>`,
    `<table style="border-collapse:collapse;width:100%;max-width:640px;margin:12px 0">${table}</table>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(TEXTS.replyHint)}</p>`,
    '</body></html>',
  ].join('\n')
}

function renderText(input: ContactMailInput, rows: Row[]): string {
  const lines = rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`))
  return [input.subject, TEXTS.intro, lines.join('\n'), TEXTS.replyHint].join('\n\n') + '\n'
}

/** The mail to the form's receiver: the subject of the form, the visitor's entries as HTML and text. */
export function contactMail(input: ContactMailInput): { subject: string; html: string; text: string } {
  const rows = rowsOf(input)
  return { subject: input.subject, html: renderHtml(input, rows), text: renderText(input, rows) }
}
