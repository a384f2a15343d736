// One teaching video: the shared player (nothing loaded until played; the spec's message only when the video really
// fails) with its title under it.
import { Stack, Text } from '@chakra-ui/react'
import { VideoPlayer } from '../../components/video-player'
import { FallbackBadge } from '../../components/content-lang'

export function TeachingVideo({
  src,
  poster,
  title,
  lang,
}: {
  src: string
  poster: string | null | undefined
  title: string
  /** The language of the record's texts (`lang` of the API record): marks a zh-CN fallback. */
  lang?: string
}): React.JSX.Element {
  return (
    <Stack gap="2" lang={lang} data-testid="teaching-video">
      <VideoPlayer src={src} poster={poster} title={title} testId="teaching-video-player" />
      <Text fontWeight="medium">
        {title}
        {lang && <FallbackBadge lang={lang} />}
      </Text>
    </Stack>
  )
}
