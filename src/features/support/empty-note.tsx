import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function EmptyNote({ testId }: { testId: string }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Text color="gray.600" py="6" textAlign="center" data-testid={`${testId}-empty`}>
      {t('storefront.support.empty')}
    </Text>
  )
}
