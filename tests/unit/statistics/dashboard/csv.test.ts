import { describe, expect, it } from '@jest/globals'

import { chartCsv, csvFileName, csvNumber, csvText } from '@/src/domain/statistics/dashboard/csv'
import { rankedRows, seriesRows } from '@/src/domain/statistics/dashboard/rows'

const BOM = '\uFEFF'

describe('csvNumber', () => {
  it.each([
    [1234.5, 2, '1234,50'],
    [38.7, 2, '38,70'],
    [0.005, 2, '0,01'],
    [12, 0, '12'],
    [-3.25, 1, '-3,3'],
    [33.33, 2, '33,33'],
  ])('%p with %p decimals → %p', (value, decimals, text) => expect(csvNumber(value, decimals)).toBe(text))
})

describe('csvText', () => {
  it.each([
    ['Wiener Schnitzel', 'Wiener Schnitzel'],
    ['Kaiserschmarrn; groß', '"Kaiserschmarrn; groß"'],
    ['Der "Große"', '"Der ""Große"""'],
    ['zwei\nZeilen', '"zwei\nZeilen"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+43 660', "'+43 660"],
    ['-1', "'-1"],
    ['@summe', "'@summe"],
  ])('%p → %p', (value, text) => expect(csvText(value)).toBe(text))
})

describe('chartCsv', () => {
  it('writes a revenue series for Excel: BOM, semicolons, German dates and decimal commas, CRLF', () => {
    const rows = seriesRows({
      data: [
        { period: '2026-10-23', value: 38.7 },
        { period: '2026-10-24', value: 0 },
        { period: '2026-10-25', value: 1179.8 },
      ],
      total: 1218.5,
    })
    expect(chartCsv(rows, { label: 'Zeitraum', value: 'Umsatz (€)', decimals: 2 })).toBe(
      `${BOM}Zeitraum;Umsatz (€)\r\n23.10.2026;38,70\r\n24.10.2026;0,00\r\n25.10.2026;1179,80\r\n`,
    )
  })

  it('writes hours of a short range with their clock hours', () => {
    const rows = seriesRows({ data: [{ period: '2026-11-27T08', value: 3 }, { period: '2026-11-27T23', value: 1 }], total: 4 })
    expect(chartCsv(rows, { label: 'Zeitraum', value: 'Bestellungen', decimals: 0 })).toBe(
      `${BOM}Zeitraum;Bestellungen\r\n27.11.2026, 08:00–09:00;3\r\n27.11.2026, 23:00–24:00;1\r\n`,
    )
  })

  it('writes a ranked list with its shares in percent', () => {
    const rows = rankedRows({
      data: [
        { key: 'chrome', label: 'Chrome', count: 2, share: 0.6667 },
        { key: 'firefox', label: 'Firefox', count: 1, share: 0.3333 },
      ],
      total: 3,
    })
    expect(chartCsv(rows, { label: 'Browser', value: 'Besucher', share: 'Anteil (%)', decimals: 0 })).toBe(
      `${BOM}Browser;Besucher;Anteil (%)\r\nChrome;2;66,67\r\nFirefox;1;33,33\r\n`,
    )
  })

  it('writes only the header for no rows', () =>
    expect(chartCsv([], { label: 'Artikel', value: 'Verkauft', decimals: 0 })).toBe(`${BOM}Artikel;Verkauft\r\n`))
})

describe('csvFileName', () => {
  it('names the chart and the days', () =>
    expect(csvFileName('umsatz', { from: '2026-11-01', to: '2026-11-30' })).toBe('statistik-umsatz-2026-11-01-bis-2026-11-30.csv'))
})
