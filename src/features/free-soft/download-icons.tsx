// The download row: domestic versions (own page), Windows X86 and the operation video (external links from the
// software-download list).
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { softwareDownloadsOptions } from '../../api/queries/software-download-queries'
import { useShopMessage } from '../../components/shop-message'
import { VIEW_DOWNLOAD_KEYS, findDownload } from '../../api/download-entries'
import { DownloadIcon } from './download-icon'
import { SIDEBAR_RESERVE_PX, pageColumn } from '../../components/layout-sizes'

export function DownloadIcons(): React.JSX.Element {
  const { t } = useTranslation()
  const list = useSuspenseQuery(softwareDownloadsOptions(0)).data?.list
  const show = useShopMessage()
  const missing = () => show(t('freeSoft.page.notFound'), 'warning')

  return (
    <Stack id="downloads" gap="10" py="16" px="6" bg="white" data-testid="freesoft-downloads">
      <Heading as="h2" size="2xl" textAlign="center">
        {t('freeSoft.page.downloadTitle')}
      </Heading>
      <SimpleGrid
        columns={{ base: 1, md: 3 }}
        gap="10"
        {...pageColumn(1000)}
        width={{ base: '100%', md: `calc(100% - ${SIDEBAR_RESERVE_PX}px)` }}
      >
        <DownloadIcon
          id="domestic"
          image="free-soft/icon-domestic.svg"
          title={t('freeSoft.page.domestic')}
          text={t('freeSoft.page.domesticText')}
          target={{ kind: 'internal', to: '/products/guochan-download' }}
          onMissing={missing}
        />
        <DownloadIcon
          id="windows"
          image="free-soft/icon-windows.svg"
          title={t('freeSoft.page.windows')}
          text={t('freeSoft.page.windowsText')}
          target={{ kind: 'external', entry: findDownload(list, VIEW_DOWNLOAD_KEYS.windows) }}
          onMissing={missing}
        />
        <DownloadIcon
          id="video"
          image="free-soft/icon-video.svg"
          title={t('freeSoft.page.video')}
          text={t('freeSoft.page.videoText')}
          target={{ kind: 'external', entry: findDownload(list, VIEW_DOWNLOAD_KEYS.video) }}
          onMissing={missing}
        />
      </SimpleGrid>
    </Stack>
  )
}
