// One teaching video: the shared player (nothing loaded until played; the spec's message only when the video really
// fails) with its title under it.
import { Stack, Text } from '@chakra-ui/react'
import { VideoPlayer } from '../../components/video-player'

export function TeachingVideo({
  src,
  poster,
  title,
}: {
  src: string
  poster: string | null | undefined
  title: string
}): React.JSX.Element {
  return (
    <Stack gap="2" data-testid="teaching-video">
      <VideoPlayer src={src} poster={poster} title={title} testId="teaching-video-player" />
      <Text fontWeight="medium">{title}</Text>
    </Stack>
  )
}
