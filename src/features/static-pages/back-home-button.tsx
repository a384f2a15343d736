import { Button } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function BackHomeButton(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Button asChild variant="outline" colorPalette="blue" data-testid="back-home">
      <RouterLink to="/Home">{t('common.backHome')}</RouterLink>
    </Button>
  )
}
