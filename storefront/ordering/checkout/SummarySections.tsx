import type { PaymentOption } from '@/src/domain/cart/payment'
import type { CartQuoteAnswer } from '@/src/domain/contracts/ordering'

import type { SectionsProps } from './sectionTypes'
import { CartItems } from './sections/CartItems'
import { DonationSection } from './sections/DonationSection'
import { LegalSection } from './sections/LegalSection'
import { PaymentSection } from './sections/PaymentSection'
import { Totals } from './sections/Totals'

interface SummarySectionsProps extends SectionsProps {
  options: PaymentOption[]
  quote: CartQuoteAnswer | null
  isQuoteLoading: boolean
}

/** The right half: cart items, totals, donation, payment method and the legal checkboxes. */
export function SummarySections({ data, checkout, form, update, options, quote, isQuoteLoading, errors }: SummarySectionsProps) {
  const { config, donatees } = data
  return (
    <>
      <CartItems items={checkout.cart.items} quote={quote} currency={config.currency} onRemove={checkout.removeAt} errors={errors} />
      <Totals quote={quote} isLoading={isQuoteLoading} currency={config.currency} />
      {config.enablePluginDonations && donatees.length > 0 ? (
        <DonationSection donatees={donatees} currency={config.currency} donatee={form.donatee} onDonatee={(id) => update('donatee', id)} hasError={errors.has('donatee')} />
      ) : null}
      <PaymentSection options={options} value={form.paymentMethod} onChange={(method) => update('paymentMethod', method)} hasError={errors.has('paymentMethod')} />
      <LegalSection
        terms={config.termsAndConditions}
        privacy={config.privacyPolicy}
        legalInstructions={form.legalInstructions}
        privacyPolicy={form.privacyPolicy}
        onChange={update}
        errors={errors}
      />
    </>
  )
}
