// /Buy?value=free: the free-month intro, three trial cards and the install how-to video dialog.
import { Box, Button, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { installVideosOptions, trialVersionsOptions, type DownloadItem } from '../../../api/queries/product-detail-queries'

export function FreeTrialView(): React.JSX.Element {
  const { t } = useTranslation()
  const trials = useQuery(trialVersionsOptions())
  const [videosOpen, setVideosOpen] = useState(false)

  return (
    <Stack gap="6" data-testid="buy-free-view">
      <Box bg="green.50" borderRadius="lg" p="6">
        <Heading as="h2" size="xl" mb="2">
          {t('shop.buy.trialTitle')}
        </Heading>
        <Text data-testid="buy-free-intro">{t('shop.buy.trialIntro')}</Text>
        <Button mt="4" variant="outline" colorPalette="green" data-testid="buy-install-video" onClick={() => setVideosOpen(true)}>
          {t('shop.buy.installVideo')}
        </Button>
      </Box>
      {trials.isError && <Text color="red.500">{t('shop.loadFailed')}</Text>}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {(trials.data ?? []).slice(0, 3).map((trial) => (
          <Stack key={trial.id} borderWidth="1px" borderRadius="lg" p="5" gap="2" data-testid="buy-trial-card">
            {trial.img && <Image src={trial.img} alt={trial.softwarename} maxHeight="140px" objectFit="contain" />}
            <Heading as="h3" size="md">
              {trial.softwarename} {trial.versionnumber}
            </Heading>
            {trial.softwareexplain && <Text color="gray.600">{trial.softwareexplain}</Text>}
            {trial.baidudown && (
              <Link href={trial.baidudown} target="_blank" rel="noopener noreferrer" color="blue.600">
                {t('shop.buy.trialDownload')}
              </Link>
            )}
            {trial.tiqu && <Text fontSize="sm">{t('shop.buy.trialExtract', { code: trial.tiqu })}</Text>}
          </Stack>
        ))}
      </SimpleGrid>
      {videosOpen && <InstallVideoDialog onClose={() => setVideosOpen(false)} />}
    </Stack>
  )
}

function InstallVideoDialog({ onClose }: { onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const videos = useQuery(installVideosOptions()).data ?? []
  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="grid" placeItems="center" onClick={onClose}>
      <Box
        role="dialog"
        aria-label={t('shop.buy.videoTitle')}
        data-testid="buy-video-dialog"
        bg="white"
        borderRadius="md"
        p="6"
        width="min(900px, 94vw)"
        maxHeight="90vh"
        overflowY="auto"
        onClick={(event) => event.stopPropagation()}
      >
        <Heading as="h3" size="lg" mb="4">
          {t('shop.buy.videoTitle')}
        </Heading>
        {videos.length === 0 && <Text color="gray.500">{t('shop.buy.noVideos')}</Text>}
        <Stack gap="6">
          {videos.map((video) => (
            <InstallVideo key={video.id} video={video} />
          ))}
        </Stack>
        <Button mt="4" data-testid="buy-video-close" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Box>
    </Box>
  )
}

function InstallVideo({ video }: { video: DownloadItem }): React.JSX.Element {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(!video.videosrc)
  return (
    <Stack gap="2">
      <Text fontWeight="bold">{video.descrh4 ?? video.descrh}</Text>
      {video.content && <Text color="gray.600">{video.content}</Text>}
      {failed ? (
        <Box bg="gray.100" borderRadius="md" p="6" textAlign="center" role="alert" data-testid="buy-video-unavailable">
          {t('shop.buy.videoUnavailable')}
        </Box>
      ) : (
        <video
          src={video.videosrc ?? undefined}
          poster={video.videoImg ?? undefined}
          controls
          preload="none"
          style={{ width: '100%', maxHeight: '360px', background: '#000' }}
          onError={() => setFailed(true)}
        />
      )}
    </Stack>
  )
}
