import type { ContactFormValues } from '@/src/domain/contactForm'

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
  const fields: Record<string, string> = {
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
  for (const file of files) form.append('uploads', file, file.name)
  try {
    const response = await fetch('/api/custom/forms', { method: 'POST', body: form, credentials: 'same-origin', headers: { Accept: 'application/json' } })
    return response.ok
  } catch {
    return false
  }
}
