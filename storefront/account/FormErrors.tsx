import { forwardRef } from 'react'

import type { FieldMessage } from '@/storefront/ui/api'

import { accountFieldId } from './AccountField'
import styles from './AccountForm.module.css'
import { ACCOUNT_TEXTS } from './texts'

/**
 * The error list above an account form: each message prefixed 'Fehler:' (spec 001 §8); a message
 * about a field links to it. Focused by the form after a failed submit.
 */
export const FormErrors = forwardRef<HTMLDivElement, { errors: readonly FieldMessage[]; testId: string }>(function FormErrors({ errors, testId }, ref) {
  return (
    <div ref={ref} tabIndex={-1} aria-live="assertive">
      {errors.length > 0 ? (
        <div className="notice notice-error" role="alert" data-testid={testId}>
          <ul className={styles.errors}>
            {errors.map((error, index) => (
              <li key={`${error.field ?? ''}-${index}`}>
                {ACCOUNT_TEXTS.errorPrefix} {error.field ? <a href={`#${accountFieldId(error.field)}`}>{error.message}</a> : error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
})

