// The wizard's five steps: 0 fill info, 1 check order, 2 pay, 3 payment unfinished, 4 payment complete.
import { Box, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export const PAYSTEP_STEPS = ['fill', 'check', 'pay', 'unfinished', 'complete'] as const

export function StepBar({ step }: { step: number }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Flex as="ol" gap="2" data-testid="paystep-step-bar" data-step={step} listStyleType="none">
      {PAYSTEP_STEPS.map((name, index) => (
        <Flex as="li" key={name} flex="1" direction="column" align="center" gap="1" aria-current={index === step ? 'step' : undefined}>
          <Box
            width="8"
            height="8"
            borderRadius="full"
            display="grid"
            placeItems="center"
            fontWeight="bold"
            bg={index < step ? 'blue.100' : index === step ? 'blue.600' : 'gray.200'}
            color={index === step ? 'white' : 'gray.700'}
          >
            {index + 1}
          </Box>
          <Text fontSize="sm" color={index === step ? 'blue.700' : 'gray.600'}>
            {t(`paystep.steps.${name}`)}
          </Text>
        </Flex>
      ))}
    </Flex>
  )
}
