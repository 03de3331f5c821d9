import { escapeHtml } from '@/src/server/mail/escapeHtml'
import type { OrderFacts } from '../orderFacts'
import { footerRows, headerRows, lineTitle, totalRows, type Row } from './details'
import type { MailContent, RenderedMail } from './types'

const SIGNATURE = 'Mit freundlichen Grüßen'

const CELL = 'padding:4px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top'
const AMOUNT_CELL = `${CELL};text-align:right;white-space:nowrap`

const htmlRows = (rows: Row[], strongLast = false) =>
  rows
    .map(([label, value], index) => {
      const weight = strongLast && index === rows.length - 1 ? 'font-weight:bold;' : ''
      return `<tr><td style="${weight}${CELL}">${escapeHtml(label)}</td><td style="${weight}${AMOUNT_CELL}">${escapeHtml(value)}</td></tr>`
    })
    .join('')

function htmlItems(facts: OrderFacts): string {
  return facts.lines
    .map((line) => {
      const details = line.details.map((detail) => `<br><span style="color:#666;font-size:13px">${escapeHtml(detail)}</span>`).join('')
      return `<tr><td style="${CELL}">${escapeHtml(lineTitle(line))}${details}</td><td style="${AMOUNT_CELL}">${escapeHtml(line.total)}</td></tr>`
    })
    .join('')
}

const htmlTable = (body: string) => `<table style="border-collapse:collapse;width:100%;max-width:560px;margin:12px 0">${body}</table>`

function renderHtml(content: MailContent, facts: OrderFacts): string {
  const paragraphs = [content.greeting, ...content.paragraphs].filter(Boolean).map((text) => `<p>${escapeHtml(text)}</p>`)
  const link = content.link
    ? `<p><a href="${escapeHtml(content.link.url)}" style="color:#DC0814;font-weight:bold">${escapeHtml(content.link.label)}</a></p>`
    : ''
  const contact = facts.branchContact.map(escapeHtml).join('<br>')
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;line-height:1.45">',
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>`,
    ...paragraphs,
    link,
    htmlTable(htmlRows(headerRows(facts))),
    htmlTable(htmlItems(facts) + htmlRows(totalRows(facts), true)),
    htmlTable(htmlRows(footerRows(facts))),
    contact ? `<p style="color:#555;font-size:13px">${contact}</p>` : '',
    `<p>${SIGNATURE}<br>${escapeHtml(facts.shopName)}</p>`,
    '</body></html>',
  ].join('\n')
}

const textRows = (rows: Row[]) => rows.map(([label, value]) => `${label}: ${value}`)

function renderText(content: MailContent, facts: OrderFacts): string {
  const items = facts.lines.flatMap((line) => [`${lineTitle(line)}: ${line.total}`, ...line.details.map((detail) => `  ${detail}`)])
  const blocks = [
    [content.heading],
    ...[content.greeting, ...content.paragraphs].filter((text): text is string => Boolean(text)).map((text) => [text]),
    content.link ? [`${content.link.label}: ${content.link.url}`] : [],
    textRows(headerRows(facts)),
    [...items, '', ...textRows(totalRows(facts))],
    textRows(footerRows(facts)),
    facts.branchContact,
    [SIGNATURE, facts.shopName],
  ]
  return blocks.filter((block) => block.length > 0).map((block) => block.join('\n')).join('\n\n') + '\n'
}

/** The template's content in the shared layout: heading, text, link, order details, contact, signature. */
export function renderMail(content: MailContent, facts: OrderFacts): RenderedMail {
  return { subject: content.subject, html: renderHtml(content, facts), text: renderText(content, facts) }
}
