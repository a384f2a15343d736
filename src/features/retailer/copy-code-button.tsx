// Copies the distribution code and announces the result in a polite live region (screen readers hear it too).
import { Button, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

const NOTICE_MS = 4000

export function CopyCodeButton({ code }: { code: string }): React.JSX.Element {
  const { t } = useTranslation()
  const [notice, setNotice] = useState<'copied' | 'failed' | null>(null)
  useEffect(() => {
    if (notice === null) return
    const timer = setTimeout(() => setNotice(null), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setNotice('copied')
    } catch {
      setNotice('failed')
    }
  }
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="blue" onClick={() => void copy()} data-testid="retailer-copy-code">
        {t('retailer.profile.copy')}
      </Button>
      <Text
        as="span"
        role="status"
        fontSize="sm"
        color={notice === 'failed' ? 'red.700' : 'green.700'}
        data-testid="retailer-copy-notice"
        data-notice={notice ?? ''}
      >
        {notice === 'copied' ? t('retailer.profile.copied') : notice === 'failed' ? t('retailer.profile.copyFailed') : ''}
      </Text>
    </>
  )
}
