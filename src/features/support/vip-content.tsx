// Update notes and documents: asked for only by a VIP customer; others see why, anonymous visitors a login link.
import { Button, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useVipAccess } from './vip-access'

export function VipContent({ testId, children }: { testId: string; children: (viewer: string) => React.ReactNode }): React.JSX.Element {
  const { t } = useTranslation()
  const access = useVipAccess()
  if (access.state === 'vip') return <>{children(access.viewer)}</>
  return (
    <Stack align="start" gap="3" p="5" borderWidth="1px" borderRadius="md" bg="gray.50" data-testid={`${testId}-locked`}>
      <Text>{t(access.state === 'anonymous' ? 'storefront.support.software.loginForVip' : 'storefront.support.software.vipOnly')}</Text>
      {access.state === 'anonymous' && (
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to="/login">{t('storefront.support.software.login')}</RouterLink>
        </Button>
      )}
    </Stack>
  )
}
