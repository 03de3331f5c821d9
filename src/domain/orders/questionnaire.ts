import type { Numeric } from '../quantity/types'
import { fillPlaceholders } from '../text/placeholders'
import { QUESTIONNAIRE_TEXTS } from './texts'

export const RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const
export type RatingField = (typeof RATING_FIELDS)[number]

export const RATING_MIN = 1
export const RATING_MAX = 5
const QUESTIONNAIRE_COMMENT_MAX_LENGTH = 2000

export type QuestionnaireInput = Partial<Record<RatingField, Numeric | null>> & { comment?: string | null }

export interface QuestionnairePayload extends Record<RatingField, number> {
  comment: string | null
}

export type QuestionnaireResult =
  | { valid: true; value: QuestionnairePayload }
  | { valid: false; errors: { field: RatingField | 'comment'; message: string }[] }

/** A star rating: an integer 1..5 (numeric strings such as '4' accepted), else null. */
export function readRating(value: Numeric | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isInteger(number) && number >= RATING_MIN && number <= RATING_MAX ? number : null
}

/** The comment box appears only after all four ratings are set. */
export function showQuestionnaireComment(input: QuestionnaireInput): boolean {
  return RATING_FIELDS.every((field) => readRating(input[field]) !== null)
}

/**
 * All four ratings are required; the comment is optional (trimmed, empty becomes null, at most
 * 2000 characters). Errors come in the API's shape, one per field.
 */
export function validateQuestionnaire(input: QuestionnaireInput): QuestionnaireResult {
  const errors: { field: RatingField | 'comment'; message: string }[] = RATING_FIELDS.filter(
    (field) => readRating(input[field]) === null,
  ).map((field) => ({ field, message: QUESTIONNAIRE_TEXTS.ratingRequired }))
  const comment = input.comment?.trim() ?? ''
  if (Array.from(comment).length > QUESTIONNAIRE_COMMENT_MAX_LENGTH) {
    errors.push({ field: 'comment', message: fillPlaceholders(QUESTIONNAIRE_TEXTS.commentTooLong, { max: QUESTIONNAIRE_COMMENT_MAX_LENGTH }) })
  }
  if (errors.length > 0) return { valid: false, errors }
  const ratings = Object.fromEntries(RATING_FIELDS.map((field) => [field, readRating(input[field]) as number])) as Record<RatingField, number>
  return { valid: true, value: { ...ratings, comment: comment === '' ? null : comment } }
}
