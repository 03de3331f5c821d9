import { describe, expect, it } from '@jest/globals'

import { fillPlaceholders, type PlaceholderValues } from '@/src/domain/text/placeholders'

describe('fillPlaceholders', () => {
  it.each<[string, string, PlaceholderValues, string]>([
    ['one placeholder', 'Kostenlose Lieferung ab {amount}.', { amount: '€ 30,00' }, 'Kostenlose Lieferung ab € 30,00.'],
    ['numbers', '{n} von {m} Filialen werden angezeigt.', { n: 3, m: 12 }, '3 von 12 Filialen werden angezeigt.'],
    ['repeated placeholder', '{x} und {x}', { x: 'a' }, 'a und a'],
    ['missing key stays', 'Wir öffnen wieder um {time} Uhr.', {}, 'Wir öffnen wieder um {time} Uhr.'],
    ['null value stays', 'am {day}', { day: null }, 'am {day}'],
    ['zero is filled', '{n} Artikel gefunden', { n: 0 }, '0 Artikel gefunden'],
    ['empty string is filled', 'A{x}B', { x: '' }, 'AB'],
    ['name with spaces as in the spec', 'Die Datei "{file name}" ist zu groß.', { 'file name': 'a.pdf' }, 'Die Datei "a.pdf" ist zu groß.'],
    ['value with braces is not filled again', '{a}{b}', { a: '{b}', b: 'x' }, '{b}x'],
  ])('%s', (_, text, values, expected) => expect(fillPlaceholders(text, values)).toBe(expected))
})
