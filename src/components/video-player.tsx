// The shared video player: the browser's own controls (keyboard usable), a poster, nothing fetched before the viewer
// asks (preload none), a loading veil while it buffers, captions in the three languages for shipped videos, and the
// spec's '此视频暂无法播放，请稍后再试' only when the video element itself reports an error (or there is no address).
import { Box, Spinner, Text } from '@chakra-ui/react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { captionTracks } from './video-captions'

export interface VideoPlayerProps {
  src: string | null | undefined
  poster?: string | null
  /** What the video is: the player's accessible name. */
  title: string
  testId?: string
}

export function VideoPlayer({ src, poster, title, testId = 'video-player' }: VideoPlayerProps): React.JSX.Element {
  const { t, i18n } = useTranslation()
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const [loadingSrc, setLoadingSrc] = useState<string | null>(null)
  const failed = !src || failedSrc === src
  const loading = !failed && loadingSrc === src
  const language = i18n.resolvedLanguage ?? i18n.language

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    // A caption track's failure is not the video's: only the element's own error counts.
    if (event.target !== event.currentTarget) return
    setFailedSrc(src ?? null)
    setLoadingSrc(null)
  }
  const startLoading = () => setLoadingSrc(src ?? null)
  const stopLoading = () => setLoadingSrc(null)

  return (
    <Box
      position="relative"
      bg="black"
      borderRadius="md"
      overflow="hidden"
      aspectRatio={16 / 9}
      data-testid={testId}
      data-state={failed ? 'failed' : loading ? 'loading' : 'ready'}
    >
      {failed ? (
        // No poster behind the message: a poster would promise a video that does not play.
        <Text
          role="alert"
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          textAlign="center"
          px="6"
          color="white"
          fontSize="lg"
          data-testid={`${testId}-unavailable`}
        >
          {t('storefront.videoPlayer.unavailable')}
        </Text>
      ) : (
        <>
          <video
            key={src}
            src={src}
            poster={poster ?? undefined}
            controls
            preload="none"
            playsInline
            aria-label={title}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            onPlay={startLoading}
            onWaiting={startLoading}
            onPlaying={stopLoading}
            onPause={stopLoading}
            onEnded={stopLoading}
            onError={onError}
          >
            {captionTracks(src).map((track) => (
              <track
                key={track.lang}
                kind="subtitles"
                src={track.src}
                srcLang={track.lang}
                label={t(`storefront.videoPlayer.captions.${track.lang}`)}
                default={track.lang === language}
              />
            ))}
          </video>
          {loading && (
            <Box
              position="absolute"
              inset="0"
              display="grid"
              placeItems="center"
              pointerEvents="none"
              role="status"
              data-testid={`${testId}-loading`}
            >
              <Box display="flex" alignItems="center" gap="3" bg="blackAlpha.700" color="white" px="4" py="2" borderRadius="md">
                <Spinner size="sm" />
                <Text>{t('storefront.videoPlayer.loading')}</Text>
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  )
}
