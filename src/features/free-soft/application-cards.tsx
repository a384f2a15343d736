// Typical applications of SummitView: picture, title and one line of text.
import { Box, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { asset } from '../../shell/site-constants'
import { FREE_SOFT_APPLICATIONS } from './free-soft-content'
import { pageColumn } from '../../components/layout-sizes'

export function ApplicationCards(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box {...pageColumn(1200)} px="6" py="16">
      <Heading as="h2" size="2xl" textAlign="center" mb="10">
        {t('freeSoft.page.applicationsTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {FREE_SOFT_APPLICATIONS.map((app) => (
          <Stack key={app.key} bg="white" borderRadius="lg" overflow="hidden" boxShadow="md" gap="0" data-testid="freesoft-application">
            <Image src={asset(app.image)} alt="" width="100%" aspectRatio={480 / 300} objectFit="cover" />
            <Stack p="6" gap="2">
              <Heading as="h3" size="lg">
                {t(`freeSoft.page.${app.key}`)}
              </Heading>
              <Text color="gray.600">{t(`freeSoft.page.${app.key}Text`)}</Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  )
}
