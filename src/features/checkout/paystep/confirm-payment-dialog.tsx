// After the order is created: the digital licence subscription cannot be cancelled or refunded; confirm or cancel.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ConfirmPaymentDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="grid" placeItems="center">
      <Box
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="paystep-confirm-title"
        bg="white"
        borderRadius="md"
        p="6"
        width="min(440px, 92vw)"
        data-testid="paystep-confirm"
      >
        <Heading as="h3" size="md" id="paystep-confirm-title" mb="3">
          {t('paystep.confirm.title')}
        </Heading>
        <Text data-testid="paystep-confirm-text">{t('paystep.confirm.text')}</Text>
        <Flex justify="flex-end" gap="3" mt="6">
          <Button variant="outline" data-testid="paystep-confirm-cancel" onClick={onCancel}>
            {t('paystep.confirm.cancel')}
          </Button>
          <Button colorPalette="blue" data-testid="paystep-confirm-ok" onClick={onConfirm}>
            {t('paystep.confirm.ok')}
          </Button>
        </Flex>
      </Box>
    </Box>
  )
}
