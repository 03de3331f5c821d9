import { fileTypeFromBuffer } from 'file-type'

import { attachmentName, attachmentType, UPLOAD_MESSAGES, uploadContentFits } from '@/src/domain/contactForm'
import { ApiError } from '@/src/server/http/apiError'

/** A file as the mail adapter (nodemailer) attaches it. */
export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/**
 * The uploads as mail attachments, each read from its bytes: a file whose content is not the PDF,
 * Word or zip its name claims (an .exe renamed .pdf) is refused with 422 naming it. Name, size and
 * count were checked before (parseSubmission).
 */
export async function readAttachments(files: readonly File[]): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = []
  for (const file of files) {
    const filename = attachmentName(file.name)
    const content = Buffer.from(await file.arrayBuffer())
    const detected = await fileTypeFromBuffer(content)
    if (!uploadContentFits(filename, detected?.mime)) throw new ApiError(UPLOAD_MESSAGES.contentMismatch(filename), 422, 'uploads')
    attachments.push({ filename, content, contentType: attachmentType(filename) })
  }
  return attachments
}
