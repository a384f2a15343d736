// The contact form (C_leftMes): anyone may leave a message; a signed-in customer is recorded as its author. The
// author comes from the bearer token only: the body's creatoruserid and creatorusername are ignored.
import type { Identity } from '../../auth/identity'
import type { Db } from '../../db/client'
import { badRequest } from '../../http/api-error'
import { findCustomerById } from '../customers/customer-data'
import { insertContactMessage } from './contact-message-data'

export const CONTACT_INCOMPLETE_MSG = '请填写完整信息'
export const CONTACT_SENT_MSG = '发表成功！'

export interface ContactMessageInput {
  name: string
  contact: string
  description: string
}

export async function leaveContactMessage(db: Db, input: ContactMessageInput, identity: Identity | null, now: Date) {
  const name = input.name.trim()
  const contact = input.contact.trim()
  const description = input.description.trim()
  if (!name || !contact || !description) throw badRequest(CONTACT_INCOMPLETE_MSG)
  const author = identity?.kind === 'customer' ? await findCustomerById(db, identity.id) : undefined
  await insertContactMessage(
    db,
    { name, contact, description, creatoruserid: author?.id ?? null, creatorusername: author?.username ?? null },
    now,
  )
}
