// The public submissions of the contact and feedback pages: the contact message (JSON) and feedback (multipart).
import { unwrapEnvelope } from '../api-error'
import { api } from '../client'

export interface ContactMessage {
  name: string
  contact: string
  description: string
}

/** Resolves with the server's msg ('发表成功！'); rejects with an ApiError carrying its msg. */
export async function leaveContactMessage(message: ContactMessage): Promise<string | null | undefined> {
  const envelope = await unwrapEnvelope(api.POST('/api/business/C_leftMes', { body: message }))
  return envelope.msg
}

export interface FeedbackForm {
  name: string
  mobile: string
  company: string
  feedback: string
  file: File | null
}

/** Sends the form as multipart/form-data (the browser sets the boundary); resolves with the server's msg. */
export async function submitFeedback(form: FeedbackForm): Promise<string | null | undefined> {
  const data = new FormData()
  data.append('name', form.name)
  if (form.mobile) data.append('mobile', form.mobile)
  if (form.company) data.append('company', form.company)
  data.append('feedback', form.feedback)
  if (form.file) data.append('file', form.file, form.file.name)
  const envelope = await unwrapEnvelope(
    api.POST('/api/business/BaseFeedback', {
      body: { name: form.name, feedback: form.feedback },
      bodySerializer: () => data,
    }),
  )
  return envelope.msg
}
