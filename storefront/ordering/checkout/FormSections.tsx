import { addressRequired } from './addressRequired'
import type { SectionsProps } from './sectionTypes'
import { AddressSection } from './sections/AddressSection'
import { AppointmentSection } from './sections/AppointmentSection'
import { CommentSection } from './sections/CommentSection'
import { ContactSection } from './sections/ContactSection'
import { OrderSection } from './sections/OrderSection'
import type { DeliveryMode } from '@/src/domain/delivery/types'

interface FormSectionsProps extends SectionsProps {
  modes: DeliveryMode[]
  required: ReadonlySet<string>
  now: Date
  freeDeliveryHint: string | null
}

/** The left half: order type and table, contact, address, appointment and comment. */
export function FormSections({ data, checkout, modes, form, update, required, errors, now, freeDeliveryHint }: FormSectionsProps) {
  const { branch, tables } = data
  const { cart, mode } = checkout
  return (
    <>
      <OrderSection modes={modes} mode={mode} onMode={checkout.setMode} tables={tables} table={form.table} onTable={(table) => update('table', table)} errors={errors} />
      <ContactSection form={form} setText={update} required={required} errors={errors} />
      {addressRequired(required, mode) ? (
        <AddressSection
          form={form}
          setText={update}
          setCountry={(country) => update('country', country)}
          areas={mode === 'delivery' ? (branch.deliveryAreas ?? []) : null}
          area={cart.order.deliveryArea ?? null}
          onArea={(deliveryArea) => checkout.setOrder({ deliveryArea })}
          freeDeliveryHint={mode === 'delivery' ? freeDeliveryHint : null}
          required={required}
          errors={errors}
        />
      ) : null}
      <AppointmentSection
        branchId={branch.id}
        mode={mode}
        productIds={cart.items.map((item) => item.product.id)}
        appointment={cart.order.appointment ?? null}
        isRequired={Boolean(branch.isAppointmentRequired)}
        now={now}
        onChange={(appointment) => checkout.setOrder({ appointment })}
        hasError={errors.has('appointmentDate')}
      />
      <CommentSection value={cart.order.comment ?? ''} onChange={(comment) => checkout.setOrder({ comment })} hasError={errors.has('comment')} />
    </>
  )
}
