// The phone pages' login (issue 20): logged out, the page itself offers the phone and SMS code login and stays where
// it is (its address, the machine code included, is unchanged by the login); logged in as a customer, the page.
import { Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../session/use-session'
import { PhoneLoginForm } from './phone-login-form'

export function PhoneLoginGate({ children }: { children: ReactNode }): React.JSX.Element {
  const { t } = useTranslation()
  const session = useSession()
  if (session.isLoggedIn && session.kind === 'customer') return <>{children}</>
  if (session.isLoggedIn) {
    return (
      <Text role="alert" color="red.700" data-testid="phone-login-gate-retailer">
        {t('licenceApplication.login.retailer')}
      </Text>
    )
  }
  if (session.hasSession) {
    return (
      <Stack direction="row" align="center" gap="3" role="status" data-testid="phone-login-gate-loading">
        <Spinner size="sm" color="blue.600" />
        <Text>{t('licenceApplication.login.loading')}</Text>
      </Stack>
    )
  }
  return (
    <Stack as="section" gap="4" aria-labelledby="phone-login-gate-heading" data-testid="phone-login-gate">
      <Heading as="h2" size="md" id="phone-login-gate-heading">
        {t('licenceApplication.login.heading')}
      </Heading>
      <Text color="gray.700">{t('licenceApplication.login.intro')}</Text>
      <PhoneLoginForm variant="customer" onLoggedIn={(token) => session.send({ type: 'session.login', token, kind: 'customer' })} />
    </Stack>
  )
}
