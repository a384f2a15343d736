// Floating feedback badge of the free-software page, bottom right below the shell's sidebar.
import { Box, Image, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { asset } from '../../shell/site-constants'

export function FeedbackBadge(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box
      asChild
      position="fixed"
      right="16px"
      bottom="32px"
      zIndex="docked"
      display="flex"
      alignItems="center"
      gap="2"
      py="1.5"
      ps="1.5"
      pe="4"
      borderRadius="full"
      bg="white"
      boxShadow="lg"
      _hover={{ boxShadow: 'xl', transform: 'translateY(-2px)' }}
      transition="transform 0.2s, box-shadow 0.2s"
    >
      <RouterLink to="/feedback" data-testid="freesoft-feedback">
        <Image src={asset('free-soft/icon-feedback.svg')} alt="" width="40px" height="40px" />
        <Text as="span" fontWeight="bold" color="orange.700" fontSize="sm">
          {t('freeSoft.page.feedback')}
        </Text>
      </RouterLink>
    </Box>
  )
}
