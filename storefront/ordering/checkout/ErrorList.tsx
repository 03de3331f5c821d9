import { forwardRef } from 'react'

import styles from './Checkout.module.css'
import { type CheckoutError, fieldId } from './form'
import { CHECKOUT_TEXTS } from './texts'

/**
 * The error list at the top of the checkout: every message of the form check or the server;
 * an entry whose field is on the page links to it (the field itself carries the error style).
 */
export const ErrorList = forwardRef<HTMLDivElement, { errors: CheckoutError[] }>(function ErrorList({ errors }, ref) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.errorAnchor} aria-live="assertive">
      {errors.length > 0 ? (
        <div className="notice notice-error" role="alert" data-testid="checkout-errors">
          <p className={styles.errorTitle}>{CHECKOUT_TEXTS.errorListTitle}</p>
          <ul className={styles.errorList}>
            {errors.map((error, index) => (
              <li key={`${error.field ?? ''}-${index}`}>
                {error.field ? <a href={`#${fieldId(error.field)}`}>{error.message}</a> : error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
})
