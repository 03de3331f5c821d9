import { controlProps, FormField } from '../fields/FormField'
import { CHECKOUT_TEXTS } from '../texts'
import { Section } from './Section'

/** The comment of the order (kept in the branch's cart). */
export function CommentSection({ value, onChange, hasError }: { value: string; onChange: (value: string) => void; hasError: boolean }) {
  return (
    <Section title={CHECKOUT_TEXTS.commentSection} id="checkout-comment">
      <FormField name="comment" label={CHECKOUT_TEXTS.comment} hasError={hasError}>
        <textarea {...controlProps('comment', hasError)} rows={3} maxLength={2000} value={value} onChange={(event) => onChange(event.target.value)} />
      </FormField>
    </Section>
  )
}
