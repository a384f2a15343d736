// The leave-a-message form (C_leftMes): name, contact and message. On 200 it shows '发表成功！' and
// clears; otherwise the server's msg, or the failure text when the request fails. Empty fields are marked before
// sending (the server refuses them too). Success is said in the page's language.
import { Heading, Stack, chakra } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { leaveContactMessage, type ContactMessage } from '../../api/queries/support-submission-calls'
import { FormOutcome, type Outcome } from './form-outcome'
import { FormTextField } from './form-text-field'
import { submissionErrorText } from './submission-error'
import { BusyButton } from '../../components/busy-button'

type Field = keyof ContactMessage
const EMPTY: ContactMessage = { name: '', contact: '', description: '' }
const FIELDS: readonly Field[] = ['name', 'contact', 'description']
const LIMITS: Record<Field, number> = { name: 50, contact: 100, description: 2000 }

export function ContactMessageForm(): React.JSX.Element {
  const { t } = useTranslation()
  const [form, setForm] = useState<ContactMessage>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const send = useMutation({ mutationFn: leaveContactMessage })

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
    setOutcome(null)
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    const found: Partial<Record<Field, string>> = {}
    for (const field of FIELDS) if (!form[field].trim()) found[field] = t(`storefront.contact.message.${field}Required`)
    setErrors(found)
    const first = FIELDS.find((field) => found[field])
    if (first) {
      refs.current[first]?.focus()
      return
    }
    setOutcome(null)
    send.mutate(
      { name: form.name.trim(), contact: form.contact.trim(), description: form.description.trim() },
      {
        // The server's msg is '发表成功！' in Chinese; the page says it in the reader's language.
        onSuccess: () => {
          setForm(EMPTY)
          setOutcome({ status: 'success', text: t('storefront.contact.message.sent') })
        },
        onError: (error) => setOutcome({ status: 'error', text: submissionErrorText(error, t('storefront.contact.message.failed')) }),
      },
    )
  }

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="contact-message-title" data-testid="contact-message-form">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="contact-message-title">
          {t('storefront.contact.message.title')}
        </Heading>
        {FIELDS.map((field) => (
          <FormTextField
            key={field}
            ref={(element) => {
              refs.current[field] = element
            }}
            id={`contact-message-${field}`}
            name={field}
            label={t(`storefront.contact.message.${field}`)}
            placeholder={t(`storefront.contact.message.${field}Placeholder`)}
            value={form[field]}
            error={errors[field]}
            required
            maxLength={LIMITS[field]}
            multiline={field === 'description'}
            autoComplete={field === 'name' ? 'name' : undefined}
            onChange={change(field)}
          />
        ))}
        <FormOutcome outcome={outcome} testId="contact-message-outcome" />
        <BusyButton
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={send.isPending}
          loadingText={t('storefront.contact.message.submitting')}
          data-testid="contact-message-submit"
        >
          {t('storefront.contact.message.submit')}
        </BusyButton>
      </Stack>
    </chakra.form>
  )
}
