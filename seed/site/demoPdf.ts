/** Text for a PDF string in WinAnsi encoding (Latin-1 plus a few signs). */
const pdfText = (text: string) =>
  text
    .replace(/[–—]/g, '-')
    .replace(/€/g, 'EUR')
    .replace(/[„“”]/g, '"')
    .replace(/[^\p{ASCII}\u0080-\u00FF]/gu, '?')
    .replace(/[\\()]/g, '\\$&')

/** A small, valid one-page PDF (A4, Helvetica) with a title and some lines of text. */
export function demoPdf(title: string, lines: string[], created: Date): Buffer {
  const stream = ['BT', '/F1 22 Tf', '56 770 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf', '0 -34 Td']
  for (const line of lines) stream.push(`(${pdfText(line)}) Tj`, '0 -17 Td')
  stream.push('ET')
  const content = stream.join('\n')
  const stamp = created.toISOString().replace(/[-:T]/g, '').slice(0, 14)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Author (Alpenküche) /CreationDate (D:${stamp}Z) >>`,
  ]
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
