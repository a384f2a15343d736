// /Buy?value=free: the free-month intro, three trial cards, the install how-to video dialog and the trial licence
// request (from the intro or a card; after the login it asked for, it opens again with what was typed).
import { Box, Button, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { installVideosOptions, trialVersionsOptions, type DownloadItem } from '../../../api/queries/product-detail-queries'
import { productListOptions } from '../../../api/queries/product-queries'
import { DialogFrame } from '../../../components/dialog-frame'
import { prefetchOnIntent } from '../../../components/prefetch-on-intent'
import { QueryBoundary } from '../../../components/query-boundary'
import { VideoPlayer } from '../../../components/video-player'
import { useSession } from '../../../session/use-session'
import { SOLID_GREEN, TrialLicenceDialog, type TrialAccount } from './trial-licence-dialog'
import { trialProductsOf } from './trial-products'
import { hasTrialDraft, takeTrialDraft, type TrialRequestDraft } from './trial-request-draft'
import { usePageTitle } from '../../../components/use-page-title'
import { FallbackBadge } from '../../../components/content-lang'

/** The personal centre's licence tab (its value in the route's search). */
const LICENCE_TAB_SEARCH = { value: '1' }

export function FreeTrialView(): React.JSX.Element {
  const { t } = useTranslation()
  usePageTitle(t('titles.freeTrial'))
  const navigate = useNavigate()
  const session = useSession()
  const trialProducts = trialProductsOf(useSuspenseQuery(productListOptions()).data?.list ?? [])
  const queryClient = useQueryClient()
  const [videosOpen, setVideosOpen] = useState(false)
  const [request, setRequest] = useState<{ initial?: Partial<TrialRequestDraft> } | null>(null)
  const account: TrialAccount = !session.isLoggedIn ? 'none' : session.kind === 'retailer' ? 'retailer' : 'customer'
  const productOf = (line: string | null | undefined) => trialProducts.find((product) => product.line === line)

  // Back from the login the request asked for: the request opens again as it was typed.
  useEffect(() => {
    if (session.isLoggedIn && hasTrialDraft()) {
      const draft = takeTrialDraft()
      if (draft) setRequest({ initial: draft })
    }
  }, [session.isLoggedIn])

  return (
    <Stack gap="6" data-testid="buy-free-view">
      <Box bg="green.50" borderRadius="lg" p="6">
        <Heading as="h1" size="xl" mb="2">
          {t('shop.buy.trialTitle')}
        </Heading>
        <Text data-testid="buy-free-intro">{t('shop.buy.trialIntro')}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="4">
          <Button {...SOLID_GREEN} data-testid="buy-trial-request" onClick={() => setRequest({})}>
            {t('shop.trialLicence.request')}
          </Button>
          <Button
            variant="outline"
            colorPalette="green"
            data-testid="buy-install-video"
            onClick={() => setVideosOpen(true)}
            {...prefetchOnIntent(queryClient, () => [installVideosOptions()])}
          >
            {t('shop.buy.installVideo')}
          </Button>
        </Stack>
      </Box>
      <QueryBoundary loading={t('common.loading')} failed={t('shop.loadFailed')} testId="buy-trials">
        <TrialCards productOf={productOf} onRequest={(productid) => setRequest({ initial: { productid } })} />
      </QueryBoundary>
      {videosOpen && <InstallVideoDialog onClose={() => setVideosOpen(false)} />}
      <TrialLicenceDialog
        open={request !== null}
        onClose={() => setRequest(null)}
        trials={trialProducts}
        initial={request?.initial}
        account={account}
        onLoginRequired={() => void navigate({ to: '/login' })}
        licencesLink={
          <Link asChild color="blue.700" fontWeight="medium">
            <RouterLink to="/PersonalCenter" search={LICENCE_TAB_SEARCH} data-testid="trial-licence-licences-link">
              {t('shop.trialLicence.viewLicences')}
            </RouterLink>
          </Link>
        }
      />
    </Stack>
  )
}

/** The first three trial versions, each with its download and, for a product that has a trial, a request button. */
function TrialCards({
  productOf,
  onRequest,
}: {
  productOf: (line: string | null | undefined) => { productid: string } | undefined
  onRequest: (productid: string) => void
}): React.JSX.Element {
  const { t } = useTranslation()
  const { data: trials } = useSuspenseQuery(trialVersionsOptions())
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {trials.slice(0, 3).map((trial) => (
        <Stack key={trial.id} borderWidth="1px" borderRadius="lg" p="5" gap="2" lang={trial.lang} data-testid="buy-trial-card">
          {trial.img && <Image src={trial.img} alt={trial.softwarename} maxHeight="140px" objectFit="contain" />}
          <Heading as="h3" size="md">
            {trial.softwarename} {trial.versionnumber}
            <FallbackBadge lang={trial.lang} />
          </Heading>
          {trial.softwareexplain && <Text color="gray.600">{trial.softwareexplain}</Text>}
          {trial.baidudown && (
            <Link href={trial.baidudown} target="_blank" rel="noopener noreferrer" color="blue.600">
              {t('shop.buy.trialDownload')}
            </Link>
          )}
          {trial.tiqu && <Text fontSize="sm">{t('shop.buy.trialExtract', { code: trial.tiqu })}</Text>}
          {productOf(trial.producttype) && (
            <Button
              mt="auto"
              size="sm"
              colorPalette="green"
              variant="outline"
              aria-label={`${t('shop.trialLicence.request')}: ${trial.softwarename}`}
              data-testid="buy-trial-card-request"
              onClick={() => onRequest(productOf(trial.producttype)!.productid)}
            >
              {t('shop.trialLicence.request')}
            </Button>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  )
}

function InstallVideoDialog({ onClose }: { onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <DialogFrame
      open
      title={t('shop.buy.videoTitle')}
      onClose={onClose}
      testId="buy-video-dialog"
      closeTestId="buy-video-dialog-close"
      focusableBody
      footer={
        <Button data-testid="buy-video-close" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <QueryBoundary loading={t('common.loading')} failed={t('shop.loadFailed')} testId="buy-videos">
        <InstallVideos />
      </QueryBoundary>
    </DialogFrame>
  )
}

function InstallVideos(): React.JSX.Element {
  const { t } = useTranslation()
  const { data: videos } = useSuspenseQuery(installVideosOptions())
  if (videos.length === 0) return <Text color="gray.600">{t('shop.buy.noVideos')}</Text>
  return (
    <Stack gap="6">
      {videos.map((video) => (
        <InstallVideo key={video.id} video={video} />
      ))}
    </Stack>
  )
}

function InstallVideo({ video }: { video: DownloadItem }): React.JSX.Element {
  const title = video.descrh4 ?? video.descrh ?? ''
  return (
    <Stack gap="2" lang={video.lang}>
      <Text fontWeight="bold">
        {title}
        <FallbackBadge lang={video.lang} />
      </Text>
      {video.content && <Text color="gray.600">{video.content}</Text>}
      <VideoPlayer src={video.videosrc} poster={video.videoImg} title={title} testId="buy-video" />
    </Stack>
  )
}
