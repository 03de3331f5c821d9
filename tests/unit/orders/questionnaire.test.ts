import { describe, expect, it } from '@jest/globals'

import {
  readRating,
  showQuestionnaireComment,
  validateQuestionnaire,
  type QuestionnaireInput,
} from '@/src/domain/orders/questionnaire'

const full = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 1 }
const required = 'Bitte vergeben Sie 1 bis 5 Sterne.'

describe('readRating', () => {
  it.each<[number | string | null | undefined, number | null]>([
    [1, 1], [5, 5], ['4', 4], [0, null], [6, null], [2.5, null], ['', null], ['abc', null], [null, null], [undefined, null],
  ])('%j → %j', (value, expected) => expect(readRating(value)).toBe(expected))
})

describe('showQuestionnaireComment', () => {
  it.each<[string, QuestionnaireInput, boolean]>([
    ['nothing rated', {}, false],
    ['three of four rated', { rating: 5, foodRating: 4, serviceRating: 3 }, false],
    ['one rating out of range', { ...full, processRating: 0 }, false],
    ['all four rated', full, true],
  ])('%s', (_, input, expected) => expect(showQuestionnaireComment(input)).toBe(expected))
})

describe('validateQuestionnaire', () => {
  it.each<[string, QuestionnaireInput, string | null]>([
    ['without comment', full, null],
    ['empty comment becomes null', { ...full, comment: '   ' }, null],
    ['comment is trimmed', { ...full, comment: ' Sehr gut! ' }, 'Sehr gut!'],
    ['2000 characters are fine', { ...full, comment: 'x'.repeat(2000) }, 'x'.repeat(2000)],
  ])('accepts all four ratings %s', (_, input, comment) =>
    expect(validateQuestionnaire(input)).toEqual({ valid: true, value: { ...full, comment } }))

  it('accepts numeric strings as ratings', () =>
    expect(validateQuestionnaire({ rating: '5', foodRating: '4', serviceRating: '3', processRating: '1' })).toEqual({
      valid: true,
      value: { ...full, comment: null },
    }))

  it.each<[string, QuestionnaireInput, { field: string; message: string }[]]>([
    ['one missing', { rating: 5, foodRating: 4, serviceRating: 3 }, [{ field: 'processRating', message: required }]],
    ['all missing', {}, ['rating', 'foodRating', 'serviceRating', 'processRating'].map((field) => ({ field, message: required }))],
    ['zero stars', { ...full, rating: 0 }, [{ field: 'rating', message: required }]],
    ['six stars', { ...full, foodRating: 6 }, [{ field: 'foodRating', message: required }]],
    ['half stars', { ...full, serviceRating: 3.5 }, [{ field: 'serviceRating', message: required }]],
    ['comment too long', { ...full, comment: 'x'.repeat(2001) },
      [{ field: 'comment', message: 'Der Kommentar darf höchstens 2000 Zeichen lang sein.' }]],
  ])('refuses %s', (_, input, errors) => expect(validateQuestionnaire(input)).toEqual({ valid: false, errors }))
})
