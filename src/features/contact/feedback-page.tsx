// /feedback (portal.md §2, §5, §8, §9): name, mobile, company, the text (at most 500 characters, with a counter) and
// one optional image. '请填写完整信息' with the missing fields marked when incomplete; on 200 '感谢您的宝贵意见！' (in the
// page's language) and a reset; the server's msg otherwise; '提交失败，请稍后重试' when the request fails.
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FEEDBACK_MAX_LENGTH } from '../../../domain/limits'
import { submitFeedback, type FeedbackForm } from '../../api/queries/support-submission-calls'
import { usePageTitle } from '../../components/use-page-title'
import { FeedbackImageInput } from './feedback-image-input'
import { FormOutcome, type Outcome } from './form-outcome'
import { FormTextField } from './form-text-field'
import { submissionErrorText } from './submission-error'
import { BusyButton } from '../../components/busy-button'
import { pageColumn } from '../../components/layout-sizes'

type TextField = 'name' | 'mobile' | 'company' | 'feedback'
const EMPTY: FeedbackForm = { name: '', mobile: '', company: '', feedback: '', file: null }
const REQUIRED: readonly TextField[] = ['name', 'feedback']
const LIMITS: Record<TextField, number> = { name: 50, mobile: 20, company: 100, feedback: FEEDBACK_MAX_LENGTH }

export function FeedbackPage(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('storefront.contact.feedback.title'))
  const [form, setForm] = useState<FeedbackForm>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({})
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [imageKey, setImageKey] = useState(0)
  const refs = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const send = useMutation({ mutationFn: submitFeedback })

  const update = (change: Partial<FeedbackForm>) => {
    setForm((current) => ({ ...current, ...change }))
    setOutcome(null)
  }
  const change = (field: TextField) => (value: string) => {
    update({ [field]: value })
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (send.isPending) return
    const found: Partial<Record<TextField, string>> = {}
    if (!form.name.trim()) found.name = t('storefront.contact.feedback.nameRequired')
    if (!form.feedback.trim()) found.feedback = t('storefront.contact.feedback.feedbackRequired')
    setErrors(found)
    const first = REQUIRED.find((field) => found[field])
    if (first) {
      setOutcome({ status: 'error', text: t('storefront.contact.feedback.incomplete') })
      refs.current[first]?.focus()
      return
    }
    setOutcome(null)
    send.mutate(
      { ...form, name: form.name.trim(), mobile: form.mobile.trim(), company: form.company.trim(), feedback: form.feedback.trim() },
      {
        // The server's msg is '感谢您的宝贵意见！' in Chinese; the page says it in the reader's language.
        onSuccess: () => {
          setForm(EMPTY)
          setImageKey((key) => key + 1)
          setOutcome({ status: 'success', text: t('storefront.contact.feedback.thanks') })
        },
        onError: (error) => setOutcome({ status: 'error', text: submissionErrorText(error, t('storefront.contact.feedback.failed')) }),
      },
    )
  }

  const field = (name: TextField, extra: { type?: 'tel'; multiline?: boolean; autoComplete?: string; hintId?: string } = {}) => (
    <FormTextField
      ref={(element) => {
        refs.current[name] = element
      }}
      id={`feedback-${name}`}
      name={name}
      label={t(`storefront.contact.feedback.${name}`)}
      placeholder={t(`storefront.contact.feedback.${name}Placeholder`)}
      value={form[name]}
      error={errors[name]}
      required={REQUIRED.includes(name)}
      maxLength={LIMITS[name]}
      onChange={change(name)}
      {...extra}
    />
  )

  return (
    <Box {...pageColumn(760)} px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }} data-testid="page-feedback">
      <Stack gap="3" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('storefront.contact.feedback.title')}
        </Heading>
        <Text color="gray.700">{t('storefront.contact.feedback.intro')}</Text>
      </Stack>
      <chakra.form onSubmit={submit} noValidate aria-label={t('storefront.contact.feedback.title')} data-testid="feedback-form">
        <Stack gap="4">
          {field('name', { autoComplete: 'name' })}
          {field('mobile', { type: 'tel', autoComplete: 'tel' })}
          {field('company', { autoComplete: 'organization' })}
          <Stack gap="1">
            {field('feedback', { multiline: true, hintId: 'feedback-counter' })}
            <Text id="feedback-counter" fontSize="sm" color="gray.700" textAlign="end" data-testid="feedback-counter">
              {t('storefront.contact.feedback.counter', { count: form.feedback.length, max: FEEDBACK_MAX_LENGTH })}
            </Text>
          </Stack>
          <FeedbackImageInput key={imageKey} file={form.file} onChange={(file) => update({ file })} />
          <FormOutcome outcome={outcome} testId="feedback-outcome" />
          <BusyButton
            type="submit"
            colorPalette="blue"
            alignSelf="flex-start"
            loading={send.isPending}
            loadingText={t('storefront.contact.feedback.submitting')}
            data-testid="feedback-submit"
          >
            {t('storefront.contact.feedback.submit')}
          </BusyButton>
        </Stack>
      </chakra.form>
    </Box>
  )
}
