// The computer a phone page applies for: its machine code (from the QR code's address) and the way to another one.
import { Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function MachineBanner({ machine }: { machine: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack direction="row" justify="space-between" align="center" gap="3" bg="blue.50" rounded="md" p="3" wrap="wrap">
      <Text fontWeight="medium" wordBreak="break-all" data-testid="apply-machine">
        {t('licenceApplication.machine.current', { code: machine })}
      </Text>
      <Link asChild color="blue.700" fontSize="sm" textDecoration="underline">
        <RouterLink to="/ApplyHome">{t('licenceApplication.machine.change')}</RouterLink>
      </Link>
    </Stack>
  )
}
