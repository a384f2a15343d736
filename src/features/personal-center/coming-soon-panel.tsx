// The licence and invoice tabs until issues 14 and 15 fill them: an honest 'soon', never 功能未开放.
import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ComingSoonPanel({ which }: { which: 'licences' | 'invoices' }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack gap="2" py="10" px="4" align="center" textAlign="center" data-testid={`center-${which}-soon`}>
      <Heading as="h2" size="md">
        {t(which === 'licences' ? 'center.licencesSoonTitle' : 'center.invoicesSoonTitle')}
      </Heading>
      <Text color="gray.700">{t(which === 'licences' ? 'center.licencesSoon' : 'center.invoicesSoon')}</Text>
    </Stack>
  )
}
