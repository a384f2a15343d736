// The reseller's details (name, level from C_retailLevel/getNpList, company, phone, copyable distribution code) and
// the server's figures (resellers developed, total distribution amount, commission at the level's rate).
import { Box, Code, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { retailerDetailOptions, retailLevelsOptions } from '../../api/queries/retailer-queries'
import { DASH, formatAmount } from '../../components/list-format'
import { CopyCodeButton } from './copy-code-button'
import { FallbackBadge } from '../../components/content-lang'

export function RetailerSummary({ retailerId }: { retailerId: string }): React.JSX.Element {
  const { t, i18n } = useTranslation()
  const detail = useSuspenseQuery(retailerDetailOptions(retailerId)).data
  const levels = useSuspenseQuery(retailLevelsOptions()).data
  const level = levels.find((entry) => entry.id === detail.retaillevel)
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(detail.commissionrate)
  const fields: { key: string; label: string; value: string | null | undefined; lang?: string }[] = [
    { key: 'name', label: t('retailer.profile.name'), value: detail.retailername },
    // A level is a content record: its name in the page's language, or zh-CN marked as such.
    { key: 'level', label: t('retailer.profile.level'), value: level?.levelname ?? detail.levelname ?? DASH, lang: level?.lang },
    { key: 'company', label: t('retailer.profile.company'), value: detail.companyname || DASH },
    { key: 'phone', label: t('retailer.profile.phone'), value: detail.phonenumber },
  ]
  const figures = [
    { key: 'developed', label: t('retailer.figures.developed'), value: String(detail.retailnum) },
    { key: 'amount', label: t('retailer.figures.amount'), value: formatAmount(detail.totalcount) },
    { key: 'commission', label: t('retailer.figures.commission'), value: formatAmount(detail.commission) },
  ]
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="retailer-profile-heading" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" mb="4" id="retailer-profile-heading">
          {t('retailer.profile.heading')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {fields.map((field) => (
            <Box key={field.key}>
              <Text as="dt" fontSize="sm" color="gray.600">
                {field.label}
              </Text>
              <Text as="dd" fontWeight="medium" data-testid={`retailer-${field.key}`} lang={field.lang}>
                {field.value}
                {field.lang && <FallbackBadge lang={field.lang} />}
              </Text>
            </Box>
          ))}
          <Box>
            <Text as="dt" fontSize="sm" color="gray.600">
              {t('retailer.profile.code')}
            </Text>
            <HStack as="dd" gap="2" wrap="wrap">
              <Code fontSize="md" data-testid="retailer-code">
                {detail.retailcode}
              </Code>
              <CopyCodeButton code={detail.retailcode} />
            </HStack>
          </Box>
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="retailer-figures-heading" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" mb="4" id="retailer-figures-heading">
          {t('retailer.figures.heading')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
          {figures.map((figure) => (
            <Box key={figure.key}>
              <Text as="dt" fontSize="sm" color="gray.600">
                {figure.label}
              </Text>
              <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`retailer-${figure.key}`}>
                {figure.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="gray.600" mt="3" data-testid="retailer-rate">
          {t('retailer.figures.rate', { rate })}
        </Text>
      </Box>
    </Stack>
  )
}
