import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** After a valid register or find-password form: accounts come from phone login, so send the user there. */
export function GuideToPhoneLogin({ text, onGo }: { text: string; onGo: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="4" data-testid="phone-login-guide">
      <Text bg="blue.50" color="blue.800" p="3" borderRadius="md" fontSize="sm">
        {text}
      </Text>
      <Button colorPalette="blue" data-testid="guide-phone-login" onClick={onGo}>
        {t('auth.goPhoneLogin')}
      </Button>
    </Stack>
  )
}
