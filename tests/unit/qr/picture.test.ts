import { describe, expect, it } from '@jest/globals'

import { byTableNumber, CODES_PER_PAGE, sheetCells, sheetPages, SHEET } from '@/src/domain/qr/sheet'
import { darkRuns, errorCorrectionFor, labelBox, qrSvg, QUIET_ZONE, type QrMatrix } from '@/src/domain/qr/svg'

/** A 5 × 5 matrix drawn as text, '#' dark. */
const matrixOf = (rows: string[]): QrMatrix => ({ size: rows.length, data: rows.join('').split('').map((cell) => (cell === '#' ? 1 : 0)) })

const SMALL = matrixOf(['##.##', '.....', '#####', '#....', '....#'])

describe('darkRuns', () => {
  it('draws each horizontal run of dark modules once, shifted by the quiet zone', () => {
    expect(darkRuns(SMALL, 0)).toEqual([
      { x: 0, y: 0, length: 2 }, { x: 3, y: 0, length: 2 },
      { x: 0, y: 2, length: 5 },
      { x: 0, y: 3, length: 1 },
      { x: 4, y: 4, length: 1 },
    ])
    expect(darkRuns(SMALL)[0]).toEqual({ x: QUIET_ZONE, y: QUIET_ZONE, length: 2 })
  })
})

describe('labelBox', () => {
  it.each([21, 29, 41, 57])('sits exactly in the middle of a code of %i modules and covers at most a tenth of it', (size) => {
    const box = labelBox(size, '12', 0)
    expect(box.x * 2 + box.width).toBe(size)
    expect(box.y * 2 + box.height).toBe(size)
    expect((box.width * box.height) / (size * size)).toBeLessThanOrEqual(0.1)
  })

  it('shrinks a long label to the box', () => {
    const short = labelBox(41, '7')
    const long = labelBox(41, 'Terrasse 14')
    expect(long.fontSize).toBeLessThan(short.fontSize)
    expect(long.fontSize * 11 * 0.62).toBeLessThanOrEqual(long.width)
  })
})

describe('qrSvg', () => {
  it('is an SVG at print size with the quiet zone, the modules and an escaped title', () => {
    const svg = qrSvg(SMALL, { title: 'Tisch <7> & Bar' })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="1200" viewBox="0 0 13 13"/)
    expect(svg).toContain('<title>Tisch &lt;7&gt; &amp; Bar</title>')
    expect(svg).toContain('M4 4h2v1h-2z')
    expect(svg).not.toContain('<text')
  })

  it('puts a label in a white box in the middle', () => {
    const svg = qrSvg(matrixOf(Array.from({ length: 21 }, () => '#'.repeat(21))), { label: '7' })
    expect(svg).toMatch(/<rect x="[\d.]+" y="[\d.]+" width="7" height="5" fill="#fff"\/><text [^>]*text-anchor="middle"[^>]*>7<\/text>/)
  })

  it('uses error correction H under a label, M without', () => {
    expect(errorCorrectionFor('7')).toBe('H')
    expect(errorCorrectionFor(null)).toBe('M')
  })
})

describe('the printed sheet', () => {
  it('has six cells to an A4 page, row by row from the top left', () => {
    const cells = sheetCells(7)
    expect(cells.map((cell) => cell.page)).toEqual([0, 0, 0, 0, 0, 0, 1])
    expect(cells[0].x).toBe(SHEET.margin)
    expect(cells[1].x).toBeCloseTo(SHEET.width / 2)
    expect(cells[0].y + cells[0].height).toBeCloseTo(SHEET.height - SHEET.margin - SHEET.heading)
    expect(cells[4].y).toBeCloseTo(SHEET.margin)
    expect(cells[6]).toEqual({ ...cells[0], page: 1 })
    expect(CODES_PER_PAGE).toBe(6)
  })

  it('has one page per six codes, and one page without any', () => {
    expect([0, 1, 6, 7, 12, 13].map(sheetPages)).toEqual([1, 1, 1, 2, 2, 3])
  })

  it('orders tables as people count them', () => {
    expect(['10', 'Bar 2', '2', '1', 'Bar 10', 'bar 1'].sort(byTableNumber)).toEqual(['1', '2', '10', 'bar 1', 'Bar 2', 'Bar 10'])
  })
})
