// /ApplyHome: what the phone is for (scan the desktop software's QR code), the machine code typed by hand instead,
// and the customer's applications.
import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MachineCodeForm } from './machine-code-form'

export function ApplyHome(): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Stack gap="4" data-testid="apply-home">
      <Text>{t('licenceApplication.home.intro')}</Text>
      <Text color="gray.700">{t('licenceApplication.home.manual')}</Text>
      <MachineCodeForm onSubmit={(machine) => void navigate({ to: '/apply', search: { machine } })} />
      <Link asChild color="blue.700" textDecoration="underline">
        <RouterLink to="/ApplyList">{t('licenceApplication.hub.list')}</RouterLink>
      </Link>
    </Stack>
  )
}
