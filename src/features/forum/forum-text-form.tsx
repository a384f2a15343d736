// A plain-text answer, reply or edit: a labelled text area with a character counter (FORUM_COMMENT_MAX_LENGTH), the
// error announced and tied to the field (aria-invalid, aria-describedby, focus back on it), the server's refusal shown
// the same way, and the submit button disabled while the call is under way.
import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FORUM_COMMENT_MAX_LENGTH } from '../../../domain/forum-rules'
import { forumErrorText } from './forum-error'
import { BusyButton } from '../../components/busy-button'

interface ForumTextFormProps {
  label: string
  submitLabel: string
  initial?: string
  /** Resolves when saved (the form empties itself unless `keepAfterSubmit`); rejects with the server's error. */
  onSubmit: (content: string) => Promise<void>
  onCancel?: () => void
  autoFocus?: boolean
  testId: string
}

export function ForumTextForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: ForumTextFormProps): React.JSX.Element {
  const { t } = useTranslation()
  const fieldId = useId()
  const counterId = `${fieldId}-counter`
  const errorId = `${fieldId}-error`
  const field = useRef<HTMLTextAreaElement>(null)
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const length = Array.from(text).length
  const over = length > FORUM_COMMENT_MAX_LENGTH

  const submit = async () => {
    const content = text.trim()
    const problem = !content
      ? t('forum.answers.required')
      : Array.from(content).length > FORUM_COMMENT_MAX_LENGTH
        ? t('forum.answers.tooLong', { max: FORUM_COMMENT_MAX_LENGTH })
        : null
    if (problem) {
      setError(problem)
      field.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onSubmit(content)
      setText('')
    } catch (failure) {
      setError(forumErrorText(failure, t('forum.actionFailed')))
      field.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack asChild gap="2">
      <form
        noValidate
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) void submit()
        }}
      >
        <Text asChild fontWeight="semibold">
          <label htmlFor={fieldId}>{label}</label>
        </Text>
        <Textarea
          id={fieldId}
          ref={field}
          value={text}
          rows={4}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${counterId}` : counterId}
          onChange={(event) => {
            setText(event.currentTarget.value)
            if (error) setError(null)
          }}
          data-testid={`${testId}-field`}
        />
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Text id={errorId} role="alert" color="red.700" fontSize="sm" data-testid={`${testId}-error`}>
            {error ?? ''}
          </Text>
          <Text id={counterId} fontSize="sm" color={over ? 'red.700' : 'gray.700'} data-testid={`${testId}-counter`}>
            {t('forum.answers.counter', { count: length, max: FORUM_COMMENT_MAX_LENGTH })}
          </Text>
        </HStack>
        <HStack gap="2">
          <BusyButton type="submit" colorPalette="blue" size="sm" loading={busy} data-testid={`${testId}-submit`}>
            {submitLabel}
          </BusyButton>
          {onCancel && (
            <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={busy}>
              {t('forum.answers.cancel')}
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  )
}
