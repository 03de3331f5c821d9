import { describe, expect, it } from '@jest/globals'

import {
  aiBlockList,
  generatedImageName,
  imageResponseFormat,
  isAiBlockType,
  mergeGeneratedBlocks,
  pickRequestedBlocks,
  sitePromptMessages,
  type GeneratedBlock,
} from '@/src/domain/contentAi'

/** A stand-in for the Lexical builder: shows which paragraphs went into a rich-text field. */
const rich = (paragraphs: string[]) => ({ rich: paragraphs })

const hero: GeneratedBlock = { blockType: 'heroA', title: 'Mittagstisch', paragraphs: ['Täglich frisch.'] }
const text1: GeneratedBlock = { blockType: 'textContent', title: 'Regional', paragraphs: ['Vom Bauern ums Eck.', 'Jeden Tag.'] }
const text2: GeneratedBlock = { blockType: 'textContent', title: 'Schnell', paragraphs: ['In 15 Minuten am Tisch.'] }

describe('the blocks the AI may fill', () => {
  it('knows the text-bearing blocks and refuses the others', () => {
    expect(['heroA', 'heroB', 'textContent', 'textWithSubHeadline', 'textImageSlogan', 'quote', 'stepList'].every(isAiBlockType)).toBe(true)
    expect(['image', 'team', 'formData', 'toString', '__proto__', ''].some(isAiBlockType)).toBe(false)
    expect(aiBlockList()).toContain('Hero A (heroA), Hero B (heroB), Text (textContent)')
  })
})

describe('pickRequestedBlocks: the answer in the order the editor asked for', () => {
  it.each<[string, string[], GeneratedBlock[], GeneratedBlock[] | null]>([
    ['same order', ['heroA', 'textContent'], [hero, text1], [hero, text1]],
    ['answer in another order', ['heroA', 'textContent'], [text1, hero], [hero, text1]],
    ['the same type twice takes the answered ones in turn', ['textContent', 'heroA', 'textContent'], [text1, text2, hero], [text1, hero, text2]],
    ['extra blocks of the answer are left out', ['heroA'], [hero, text1], [hero]],
    ['a requested block missing', ['heroA', 'textContent', 'textContent'], [hero, text1], null],
  ])('%s', (_, requested, answered, expected) => expect(pickRequestedBlocks(requested as never, answered)).toEqual(expected))
})

describe('mergeGeneratedBlocks: texts into the page\'s blocks', () => {
  it('fills existing blocks of the same type in turn, keeping their id, image and links, and appends the rest', () => {
    const body = [
      { blockType: 'heroA', id: 'h1', image: 7, title: 'Alt', links: [{ kind: 'site' }] },
      { blockType: 'image', id: 'i1', image: 8 },
      { blockType: 'textContent', id: 't1', title: 'Alt', text: null },
    ]
    expect(mergeGeneratedBlocks(body, [hero, text1, text2], rich)).toEqual([
      { blockType: 'heroA', id: 'h1', image: 7, title: 'Mittagstisch', text: { rich: ['Täglich frisch.'] }, links: [{ kind: 'site' }] },
      { blockType: 'image', id: 'i1', image: 8 },
      { blockType: 'textContent', id: 't1', title: 'Regional', text: { rich: ['Vom Bauern ums Eck.', 'Jeden Tag.'] } },
      { blockType: 'textContent', title: 'Schnell', text: { rich: ['In 15 Minuten am Tisch.'] } },
    ])
    expect(body[0].title).toBe('Alt')
  })

  it('writes the fields of every kind: sub-headline, slogan, quote with author, steps keeping their icons', () => {
    const generated: GeneratedBlock[] = [
      { blockType: 'textWithSubHeadline', title: 'Catering', subHeadline: 'Für Feste', paragraphs: ['Wir kochen.'] },
      { blockType: 'textImageSlogan', title: 'Tradition', slogan: 'Seit 1920', paragraphs: ['Familienbetrieb.'] },
      { blockType: 'quote', paragraphs: ['Das beste Schnitzel der Stadt.'], author: 'Erika M.' },
      { blockType: 'stepList', title: 'So geht’s', steps: [{ title: 'Bestellen', text: 'Online.' }, { title: 'Abholen', text: 'Im Lokal.' }] },
    ]
    const body = [{ blockType: 'stepList', id: 's1', steps: [{ id: 'a', title: 'Alt', icon: 3 }] }]
    expect(mergeGeneratedBlocks(body, generated, rich)).toEqual([
      { blockType: 'stepList', id: 's1', title: 'So geht’s', steps: [{ id: 'a', icon: 3, title: 'Bestellen', text: { rich: ['Online.'] } }, { title: 'Abholen', text: { rich: ['Im Lokal.'] } }] },
      { blockType: 'textWithSubHeadline', title: 'Catering', subHeadline: 'Für Feste', text: { rich: ['Wir kochen.'] } },
      { blockType: 'textImageSlogan', title: 'Tradition', slogan: 'Seit 1920', text: { rich: ['Familienbetrieb.'] } },
      { blockType: 'quote', text: { rich: ['Das beste Schnitzel der Stadt.'] }, author: 'Erika M.' },
    ])
  })
})

describe('prompts and names', () => {
  it('asks for German JSON with exactly the requested blocks, the tone and the editor\'s description', () => {
    const [system, user] = sitePromptMessages({ prompt: 'Neuer Mittagstisch ab 11 Uhr', tone: 'casual', blocks: ['heroB', 'quote'], site: { name: 'Mittag', path: '/mittag' } })
    expect(system.role).toBe('system')
    expect(system.content).toContain('ausschließlich auf Deutsch')
    expect(system.content).toContain('JSON')
    expect(system.content).toContain('locker und persönlich')
    expect(system.content).toMatch(/1\. \{ "blockType": "heroB".*\n2\. \{ "blockType": "quote"/)
    expect(user).toEqual({ role: 'user', content: 'Seite „Mittag“ (/mittag).\nWorum es geht: Neuer Mittagstisch ab 11 Uhr' })
  })

  it('names a generated image after its description and time', () => {
    expect(generatedImageName('Ein Teller Wiener Schnitzel mit Erdäpfelsalat auf Holz', new Date('2026-06-15T10:15:00.123Z'), 'png')).toBe(
      'ki-ein-teller-wiener-schnitzel-mit-erdaepfelsalat-20260615-101500.png',
    )
    expect(generatedImageName('!!!', new Date('2026-06-15T10:15:00Z'), 'webp')).toBe('ki-bild-20260615-101500.webp')
  })

  it('asks for base64 except from the GPT image models, which always answer it', () => {
    expect(imageResponseFormat('dall-e-3')).toBe('b64_json')
    expect(imageResponseFormat('flux-schnell')).toBe('b64_json')
    expect(imageResponseFormat('gpt-image-1')).toBeUndefined()
  })
})
