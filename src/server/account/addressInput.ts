import { z } from 'zod'

const MISSING = 'Diese Angabe fehlt.'

/** Input rules shared by the account forms: a required (empty counts as missing) and an optional trimmed text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, MISSING).max(max)
export const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((value) => value || undefined)

const PHONE_INVALID = 'Bitte geben Sie eine gültige Telefonnummer an.'
/** A phone number with at least 6 digits, however it is written. */
export const phoneNumber = () => requiredText(40).refine((value) => value.replace(/\D/g, '').length >= 6, PHONE_INVALID)

/** Street, stairway, floor, door, zip code, city of an address; the country is fixed (the forms send 'Österreich'). */
export const addressShape = {
  street: requiredText(200),
  stairway: optionalText(20),
  floor: optionalText(20),
  door: optionalText(20),
  zipCode: requiredText(10),
  city: requiredText(100),
  country: z.string().optional(),
}
