// A product video. The seed has posters but no video files, so a failed load shows the spec's message instead
// of a broken player.
import { Box, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function IntroVideo({ src, poster, title }: { src: string; poster: string; title: string }): React.JSX.Element {
  const { t } = useTranslation()
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = failedSrc === src

  return (
    <Box position="relative" borderRadius="lg" overflow="hidden" bg="black" aspectRatio={16 / 9} data-testid="intro-video">
      {failed ? (
        // No poster behind the message: its drawn play button would promise a video that does not play.
        <>
          <Text
            role="alert"
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            color="white"
            fontSize="lg"
            px="6"
            textAlign="center"
            data-testid="video-failed"
          >
            {t('storefront.products.videoFailed')}
          </Text>
        </>
      ) : (
        <video
          key={src}
          src={src}
          poster={poster}
          controls
          preload="metadata"
          aria-label={title}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          onError={() => setFailedSrc(src)}
        />
      )}
    </Box>
  )
}
