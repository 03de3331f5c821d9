import Link from 'next/link'

import styles from './Checkout.module.css'
import { CHECKOUT_TEXTS } from './texts'

interface SubmitBarProps {
  branchHref: string
  /** The submit button's text, or null for no button (ordering-storefront.md section 4). */
  label: string | null
  isCreating: boolean
}

/** Back to the branch page and the submit button in its variant ('Verarbeiten...' while creating). */
export function SubmitBar({ branchHref, label, isCreating }: SubmitBarProps) {
  return (
    <div className={styles.submitBar}>
      <Link href={branchHref} className="btn">{CHECKOUT_TEXTS.back}</Link>
      {label ? (
        <button type="submit" className="btn btn-primary" disabled={isCreating} aria-busy={isCreating} data-testid="checkout-submit">
          {label}
        </button>
      ) : null}
    </div>
  )
}
