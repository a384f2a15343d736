// The licence tab until issue 15 fills it: an honest 'soon', never 功能未开放.
import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ComingSoonPanel(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="2" py="10" px="4" align="center" textAlign="center" data-testid="center-licences-soon">
      <Heading as="h2" size="md">
        {t('center.licencesSoonTitle')}
      </Heading>
      <Text color="gray.700">{t('center.licencesSoon')}</Text>
    </Stack>
  )
}
