import { CONTACT_FORM_FAILED, type ContactFormValues } from '@/src/domain/contactForm'
import type { CONTACT_UPLOADS_FIELD, ContactFormField, ContactFormSent } from '@/src/domain/contracts/contactForm'
import { call } from '@/storefront/ui/api'

/** The contract's entry of the files, checked by the compiler; a type import keeps zod out of the browser's bundle. */
const UPLOADS_FIELD: typeof CONTACT_UPLOADS_FIELD = 'uploads'

export interface ContactFormRequest {
  values: ContactFormValues
  files: readonly File[]
  subject: string
  receiver: string | null
  pagePath: string
  blockId: string | null
}

/**
 * Sends a contact form to POST /api/custom/forms as multipart/form-data (parts-shop-and-site.md
 * section 7), the uploads as repeated `uploads` entries; answers whether the server took it.
 */
export async function sendContactForm({ values, files, subject, receiver, pagePath, blockId }: ContactFormRequest): Promise<boolean> {
  const form = new FormData()
  const fields: Record<ContactFormField, string> = {
    subject,
    receiver: receiver ?? '',
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    company: values.company,
    comment: values.comment,
    privacy: values.privacy ? 'true' : '',
    pagePath,
    blockId: blockId ?? '',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append(UPLOADS_FIELD, file, file.name)
  const result = await call<ContactFormSent>('/api/custom/forms', { body: form, fallback: CONTACT_FORM_FAILED })
  return result.ok
}
