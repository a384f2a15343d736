import { Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { ICP_RECORD_NUMBER, ICP_RECORD_URL } from '../../shell/site-constants'

/** Filing number and copyright under the login card (portal.md §2). */
export function LoginFooter(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="1" pb="8" fontSize="xs" color="gray.500" data-testid="login-footer">
      <Link href={ICP_RECORD_URL} target="_blank" rel="noreferrer">
        {ICP_RECORD_NUMBER}
      </Link>
      <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
    </Stack>
  )
}
