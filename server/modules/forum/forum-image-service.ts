// Post images: the feedback form's upload rules (server/images/uploaded-image.ts), stored in forum_images and served
// publicly by id with the stored type.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { notFound } from '../../http/api-error'
import { acceptUploadedImage } from '../../images/uploaded-image'
import { requireCustomer } from '../customers/customer-service'
import { forumImageUrl } from './forum-html'
import { findImage, insertImage } from './forum-image-data'

export async function uploadImage(db: Db, identity: Identity | null, file: unknown, now: Date) {
  const customer = await requireCustomer(db, identity)
  const image = await acceptUploadedImage(file)
  const id = await insertImage(
    db,
    { userid: customer.id, mimetype: image.mimetype, content: image.bytes.toString('base64'), size: image.bytes.length },
    now,
  )
  return { url: forumImageUrl(id) }
}

export async function imageBytes(db: Db, id: string) {
  const image = await findImage(db, id)
  if (!image) throw notFound()
  return { mimetype: image.mimetype, bytes: Buffer.from(image.content, 'base64') }
}
