// Feedback (portal.md §2, §5, §9): name and text required, text at most 500 characters (the contract), one optional
// image. The image is judged by its content (JPEG, PNG, GIF or WebP magic bytes that also decode as that format),
// re-encoded without metadata and stored in the database with the feedback, in one transaction.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest } from '../../http/api-error'
import { acceptUploadedImage, imageExtension } from '../../images/uploaded-image'
import { insertAnnexFile, insertFeedback } from './feedback-data'

export const FEEDBACK_INCOMPLETE_MSG = '请填写完整信息'
export const FEEDBACK_THANKS_MSG = '感谢您的宝贵意见！'

export interface FeedbackInput {
  name: string
  mobile?: string
  company?: string
  feedback: string
  /** The multipart file part: a Buffer; anything else (a text field, several parts) is refused. */
  file?: unknown
}

const imageOf = (file: unknown) => (file === undefined ? null : acceptUploadedImage(file))

export async function submitFeedback(db: Db, input: FeedbackInput, identity: Identity | null, now: Date) {
  const name = input.name.trim()
  const text = input.feedback.trim()
  if (!name || !text) throw badRequest(FEEDBACK_INCOMPLETE_MSG)
  const image = await imageOf(input.file)
  const author = identity?.kind === 'customer' ? identity.id : null
  await db.transaction(async (tx) => {
    const fileId = image
      ? await insertAnnexFile(
          tx,
          {
            name: `feedback.${imageExtension(image)}`,
            mimetype: image.mimetype,
            content: image.bytes.toString('base64'),
            size: image.bytes.length,
            creatoruserid: author,
          },
          now,
        )
      : null
    await insertFeedback(
      tx,
      {
        name,
        mobile: input.mobile?.trim() || null,
        company: input.company?.trim() || null,
        feedback: text,
        file: fileId,
        creatoruserid: author,
      },
      now,
    )
  })
}
