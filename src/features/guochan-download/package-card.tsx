// One OS + CPU package: picture, operating system, CPU and a button opening its share link in a new window.
import { Button, DataList, Heading, Image, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { asset } from '../../shell/site-constants'
import type { DownloadItem } from '../../api/download-entries'
import type { DomesticPackage } from './domestic-packages'

export function PackageCard({
  pack,
  entry,
  onMissing,
}: {
  pack: DomesticPackage
  entry: DownloadItem | undefined
  onMissing: () => void
}): React.JSX.Element {
  const { t } = useTranslation()
  const os = t(`freeSoft.guochan.${pack.id}Os`)
  const cpu = t(`freeSoft.guochan.${pack.id}Cpu`)
  return (
    <Stack
      bg="white"
      borderRadius="xl"
      boxShadow="md"
      p="8"
      gap="5"
      align="center"
      textAlign="center"
      data-testid="guochan-package"
      data-package={pack.id}
    >
      <Image src={asset(pack.image)} alt="" width="140px" height="140px" />
      <Heading as="h2" size="lg">
        {os} + {cpu}
      </Heading>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>{t('freeSoft.guochan.os')}</DataList.ItemLabel>
          <DataList.ItemValue>{os}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('freeSoft.guochan.cpu')}</DataList.ItemLabel>
          <DataList.ItemValue>{cpu}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {entry?.f ? (
        <Stack gap="2" align="center">
          <Button asChild colorPalette="red">
            <a href={entry.f} target="_blank" rel="noopener noreferrer" data-testid="guochan-download">
              {t('freeSoft.guochan.download')}
            </a>
          </Button>
          {entry.m && (
            <Text fontSize="sm" color="gray.500">
              {t('freeSoft.guochan.extractCode', { code: entry.m })}
            </Text>
          )}
        </Stack>
      ) : (
        <Button colorPalette="red" variant="outline" onClick={onMissing} data-testid="guochan-download" data-missing="true">
          {t('freeSoft.guochan.download')}
        </Button>
      )}
    </Stack>
  )
}
