// The feedback form's one optional image: a native file input (keyboard and screen-reader friendly), the chosen
// file's name with a remove button, and the refusal ('只能上传一个文件!', '上传文件大小不能超过 5MB!', '只能上传图片文件!')
// linked to the input and announced.
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkFeedbackImages } from './feedback-image-check'

const ID = 'feedback-image'

export function FeedbackImageInput({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }): React.JSX.Element {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (files.length === 0) return
    const refused = await checkFeedbackImages(files)
    setRefusal(refused ? t(`storefront.contact.feedback.${refused}`) : null)
    if (!refused) onChange(files[0])
  }

  const remove = () => {
    onChange(null)
    setRefusal(null)
    input.current?.focus()
  }

  return (
    <Stack gap="1">
      <chakra.label htmlFor={ID} fontWeight="medium" fontSize="sm">
        {t('storefront.contact.feedback.image')}
      </chakra.label>
      <Text id={`${ID}-hint`} fontSize="sm" color="gray.700">
        {t('storefront.contact.feedback.imageHint')}
      </Text>
      <chakra.input
        ref={input}
        id={ID}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        fontSize="sm"
        maxWidth="100%"
        aria-invalid={refusal ? true : undefined}
        aria-describedby={[refusal ? `${ID}-error` : undefined, `${ID}-hint`].filter(Boolean).join(' ')}
        data-testid={`${ID}-input`}
        onChange={(event) => void choose(event)}
      />
      {file && (
        <HStack gap="3" data-testid={`${ID}-chosen`}>
          <Text fontSize="sm" wordBreak="break-all">
            {file.name}
          </Text>
          <Button size="xs" variant="outline" onClick={remove} data-testid={`${ID}-remove`}>
            {t('storefront.contact.feedback.removeImage', { name: file.name })}
          </Button>
        </HStack>
      )}
      {refusal && (
        <Text id={`${ID}-error`} role="alert" fontSize="sm" color="red.700" data-testid={`${ID}-error`}>
          {refusal}
        </Text>
      )}
    </Stack>
  )
}
