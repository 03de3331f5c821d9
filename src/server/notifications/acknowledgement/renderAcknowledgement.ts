import type { NotificationData } from '../orderData'
import { orderFacts } from '../orderFacts'
import { ACKNOWLEDGEMENT_TITLE } from '../texts'
import { PdfCanvas } from '@/src/server/pdf/pdfCanvas'
import { drawAddressBlock, drawFooter, drawHeader, drawItemsTable, drawTotals } from './sections'

/** The order acknowledgement (Auftragsbestätigung) as PDF bytes: header, address, items, totals, footer. */
export async function renderAcknowledgement(data: NotificationData): Promise<Uint8Array> {
  const facts = orderFacts(data)
  const canvas = await PdfCanvas.create(`${ACKNOWLEDGEMENT_TITLE} ${facts.uid}`)
  drawHeader(canvas, facts, data)
  drawAddressBlock(canvas, data)
  drawItemsTable(canvas, facts)
  drawTotals(canvas, facts)
  drawFooter(canvas, facts)
  return canvas.save()
}
