// The link prompt of the rich text's toolbar: an http(s) address for the selected text; empty removes the link.
import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useComposerTranslation } from './use-composer-translation'

interface LinkDialogProps {
  open: boolean
  initialUrl: string
  onClose: () => void
  onApply: (href: string) => void
}

const isWebAddress = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

export function LinkDialog({ open, initialUrl, onClose, onApply }: LinkDialogProps): React.JSX.Element {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && <LinkForm initialUrl={initialUrl} onClose={onClose} onApply={onApply} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function LinkForm({ initialUrl, onClose, onApply }: Omit<LinkDialogProps, 'open'>): React.JSX.Element {
  const { t } = useComposerTranslation()
  const [url, setUrl] = useState(initialUrl)
  const [invalid, setInvalid] = useState(false)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const href = url.trim()
    if (href !== '' && !isWebAddress(href)) return setInvalid(true)
    onApply(href)
  }
  return (
    <Dialog.Content data-testid="composer-link-dialog">
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{t('forumComposer.linkDialogTitle')}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Field.Root invalid={invalid}>
            <Field.Label>{t('forumComposer.linkUrl')}</Field.Label>
            <Input
              type="url"
              value={url}
              placeholder="https://"
              data-testid="composer-link-url"
              onChange={(event) => {
                setUrl(event.target.value)
                setInvalid(false)
              }}
            />
            {invalid && <Field.ErrorText role="alert">{t('forumComposer.linkInvalid')}</Field.ErrorText>}
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Stack direction="row" gap="2">
            {initialUrl !== '' && (
              <Button variant="ghost" onClick={() => onApply('')} data-testid="composer-link-remove">
                {t('forumComposer.linkRemove')}
              </Button>
            )}
            <Button variant="outline" onClick={onClose}>
              {t('forumComposer.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" data-testid="composer-link-apply">
              {t('forumComposer.linkApply')}
            </Button>
          </Stack>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  )
}
