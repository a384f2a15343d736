import { Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GuideToPhoneLogin } from './guide-to-phone-login'
import { validateFindPassword, type FindPasswordMessage } from './register-validation'
import { SmsCodeButton } from './sms-code-button'

/** Find password: phone and code are checked as the spec says, then the user is guided to phone login. */
export function FindPasswordPanel({ onPhoneLogin }: { onPhoneLogin: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ phone?: FindPasswordMessage; code?: FindPasswordMessage }>({})
  const [done, setDone] = useState(false)

  if (done) return <GuideToPhoneLogin text={t('auth.findPasswordGuide')} onGo={onPhoneLogin} />

  return (
    <chakra.form
      data-testid="find-password-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const found = validateFindPassword(phone, code)
        setErrors(found)
        if (!found.phone && !found.code) setDone(true)
      }}
    >
      <Stack gap="3">
        <Box>
          <Input
            data-testid="find-phone-input"
            type="tel"
            maxLength={11}
            aria-label={t('auth.phoneLabel')}
            placeholder={t('auth.phonePlaceholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          {errors.phone && (
            <Text role="alert" data-testid="find-error-phone" color="red.600" fontSize="xs" mt="1">
              {t(errors.phone)}
            </Text>
          )}
        </Box>
        <Box>
          <HStack align="start">
            <Input
              data-testid="find-code-input"
              maxLength={6}
              aria-label={t('auth.codeLabel')}
              placeholder={t('auth.codePlaceholder')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <SmsCodeButton phone={phone.trim()} />
          </HStack>
          {errors.code && (
            <Text role="alert" data-testid="find-error-code" color="red.600" fontSize="xs" mt="1">
              {t(errors.code)}
            </Text>
          )}
        </Box>
        <Button type="submit" colorPalette="blue" data-testid="find-password-submit">
          {t('auth.findPasswordSubmit')}
        </Button>
      </Stack>
    </chakra.form>
  )
}
