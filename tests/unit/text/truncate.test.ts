import { describe, expect, it } from '@jest/globals'

import { DEFAULT_TRUNCATE_LENGTH, truncateText } from '@/src/domain/text/truncate'

const words = (count: number) => Array.from({ length: count }, (_, i) => `wort${String(i).padStart(2, '0')}`).join(' ')

describe('truncateText', () => {
  it('defaults to 128 characters', () => expect(DEFAULT_TRUNCATE_LENGTH).toBe(128))

  it.each<[string, string, string]>([
    ['exactly 128 characters stay unchanged', 'a'.repeat(128), 'a'.repeat(128)],
    ['129 characters without spaces are cut hard to 125 plus dots', 'a'.repeat(129), `${'a'.repeat(125)}...`],
    ['short text stays', 'Hydraulikpumpe', 'Hydraulikpumpe'],
    ['empty stays empty', '', ''],
  ])('%s', (_, input, expected) => expect(truncateText(input)).toBe(expected))

  it('never exceeds 128 characters including the dots', () => {
    const result = truncateText('x'.repeat(500))
    expect(result).toHaveLength(128)
    expect(result.endsWith('...')).toBe(true)
  })

  it('cuts at the last space instead of inside a word', () => {
    // 22 words of 6 letters plus 21 spaces = 153 characters; 125 characters end inside word 18
    const text = words(22)
    expect(text).toHaveLength(153)
    expect(truncateText(text)).toBe(`${words(18)}...`)
  })

  it('keeps the last word when the cut falls right before a space', () => {
    // 'wort00 … wort17' is 125 characters long and followed by a space
    const text = words(30)
    expect(words(18)).toHaveLength(125)
    expect(truncateText(text)).toBe(`${words(18)}...`)
  })

  it('drops trailing punctuation before the dots', () => {
    expect(truncateText('Erste Zeile, zweite Zeile', 16)).toBe('Erste Zeile...')
  })

  it('cuts hard when the only space is in the first half', () => {
    expect(truncateText(`ab ${'c'.repeat(20)}`, 13)).toBe(`ab ${'c'.repeat(7)}...`)
  })

  it.each<[number, string, string]>([
    [10, 'Schraube M8 verzinkt', 'Schraub...'],
    [11, 'Schraube M8 verzinkt', 'Schraube...'],
    [15, 'Schraube M8 verzinkt', 'Schraube M8...'],
    [20, 'Schraube M8 verzinkt', 'Schraube M8 verzinkt'],
  ])('respects a custom length %d', (length, input, expected) => expect(truncateText(input, length)).toBe(expected))

  it('counts an emoji as one character and never splits it', () => {
    expect(truncateText('😀'.repeat(10), 8)).toBe(`${'😀'.repeat(5)}...`)
  })

  it('treats null as empty', () => expect(truncateText(null)).toBe(''))
})
