// /apply?machine=…, logged in: what can be done for the scanned computer.
import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function ApplyHub({ machine }: { machine: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="5" data-testid="apply-hub">
      <Stack gap="2">
        <Button asChild colorPalette="blue" size="lg">
          <RouterLink to="/create" search={{ machine }} data-testid="apply-create">
            {t('licenceApplication.hub.create')}
          </RouterLink>
        </Button>
        <Text fontSize="sm" color="gray.700">
          {t('licenceApplication.hub.createHelp')}
        </Text>
      </Stack>
      <Stack gap="2">
        <Button asChild colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }} size="lg">
          <RouterLink to="/applyTrial" search={{ machine }} data-testid="apply-trial">
            {t('licenceApplication.hub.trial')}
          </RouterLink>
        </Button>
        <Text fontSize="sm" color="gray.700">
          {t('licenceApplication.hub.trialHelp')}
        </Text>
      </Stack>
      <Stack gap="2">
        <Link asChild color="blue.700" textDecoration="underline">
          <RouterLink to="/applylistm" search={{ machine }} data-testid="apply-machine-list">
            {t('licenceApplication.hub.machineList')}
          </RouterLink>
        </Link>
        <Link asChild color="blue.700" textDecoration="underline">
          <RouterLink to="/ApplyList" data-testid="apply-list">
            {t('licenceApplication.hub.list')}
          </RouterLink>
        </Link>
      </Stack>
    </Stack>
  )
}
