// Teaching videos in product tabs, six per carousel page with previous/next.
import { Button, HStack, SimpleGrid, Tabs, Text } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { teachingVideosOptions, VIDEOS_PER_PAGE } from '../../api/queries/support-queries'
import { SupportBoundary } from './support-boundary'
import { EmptyListNote } from '../../components/empty-list-note'
import { ListBusy } from '../../components/list-busy'
import { prefetchOnIntent } from '../../components/prefetch-on-intent'
import { useListPage } from '../../components/use-list-page'
import { TeachingVideo } from './teaching-video'

export const VIDEO_PRODUCTS = ['', 'SummitMap', 'SummitSolid', 'SummitLab', 'SummitView'] as const

export function TeachingVideos(): React.JSX.Element {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [ptype, setPtype] = useState<string>('')
  return (
    <Tabs.Root
      value={ptype || 'all'}
      onValueChange={(details) => setPtype(details.value === 'all' ? '' : details.value)}
      variant="line"
      lazyMount
    >
      {/* The pointer reaching the tabs or the focus entering them asks for each product's first page (arrow keys select
          as they move, too soon to ask then), so a chosen tab shows its videos rather than its loading state. */}
      <Tabs.List
        aria-label={t('storefront.support.software.videoTabs')}
        overflowX="auto"
        {...prefetchOnIntent(queryClient, () => VIDEO_PRODUCTS.map((product) => teachingVideosOptions(product, 1)))}
      >
        {VIDEO_PRODUCTS.map((product) => (
          <Tabs.Trigger key={product || 'all'} value={product || 'all'} data-testid="video-tab">
            {product || t('storefront.support.software.allVideos')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {VIDEO_PRODUCTS.map((product) => (
        <Tabs.Content key={product || 'all'} value={product || 'all'}>
          <SupportBoundary testId="videos">
            <VideoCarousel ptype={product} />
          </SupportBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

function VideoCarousel({ ptype }: { ptype: string }): React.JSX.Element {
  const { t } = useTranslation()
  const { page, setPage, changing } = useListPage()
  const { data } = useSuspenseQuery(teachingVideosOptions(ptype, page))
  const list = data?.list ?? []
  const pages = Math.max(1, Math.ceil((data?.pagination.total ?? 0) / VIDEOS_PER_PAGE))
  if (list.length === 0) return <EmptyListNote text={t('storefront.support.empty')} page={page} onPageChange={setPage} testId="videos" />
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" data-testid="video-grid" aria-busy={changing || undefined}>
        {list.map((video) => (
          <TeachingVideo key={video.id} src={video.videosrc} poster={video.videoImg} title={video.descrh4} lang={video.lang} />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <HStack justify="center" gap="4" mt="4">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)} data-testid="videos-prev">
            {t('storefront.support.software.prevVideos')}
          </Button>
          <Text aria-live="polite" data-testid="videos-page">
            {t('storefront.support.software.videoPage', { page, pages })}
          </Text>
          <ListBusy busy={changing} testId="videos-busy" />
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="videos-next">
            {t('storefront.support.software.nextVideos')}
          </Button>
        </HStack>
      )}
    </>
  )
}
