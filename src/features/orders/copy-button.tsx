// Copies a text (the extract password) and says so in a live region.
import { Button, HStack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }): React.JSX.Element {
  const { t } = useTranslation()
  const [result, setResult] = useState<'copied' | 'copyFailed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setResult('copied')
    } catch {
      setResult('copyFailed')
    }
  }
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" aria-label={label} onClick={() => void copy()} data-testid={testId}>
        {t('orders.downloads.copy')}
      </Button>
      <Text
        as="span"
        role="status"
        fontSize="sm"
        color={result === 'copyFailed' ? 'red.700' : 'green.700'}
        data-testid={`${testId}-status`}
      >
        {result && t(`orders.downloads.${result}`)}
      </Text>
    </HStack>
  )
}
