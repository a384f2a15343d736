// One round download icon with its caption. External entries open in a new window; a missing entry shows
// '未查找到该软件' instead of a dead link.
import { Box, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { asset } from '../../shell/site-constants'
import type { DownloadItem } from '../../api/download-entries'

type DownloadTarget = { kind: 'internal'; to: '/products/guochan-download' } | { kind: 'external'; entry: DownloadItem | undefined }

interface DownloadIconProps {
  id: string
  image: string
  title: string
  text: string
  target: DownloadTarget
  onMissing: () => void
}

export function DownloadIcon({ id, image, title, text, target, onMissing }: DownloadIconProps): React.JSX.Element {
  const { t } = useTranslation()
  const face = (
    <Stack align="center" gap="3" textAlign="center">
      <Image
        src={asset(image)}
        alt=""
        width="112px"
        height="112px"
        transition="transform 0.2s"
        _groupHover={{ transform: 'scale(1.08)' }}
      />
      <Text fontWeight="bold" fontSize="lg" color="gray.800">
        {title}
      </Text>
      <Text fontSize="sm" color="gray.500">
        {text}
      </Text>
    </Stack>
  )
  const common = { className: 'group', 'data-testid': 'freesoft-download', 'data-download': id } as const

  if (target.kind === 'internal')
    return (
      <RouterLink to={target.to} {...common}>
        {face}
      </RouterLink>
    )
  const href = target.entry?.f
  if (!href)
    return (
      <Box as="button" cursor="pointer" onClick={onMissing} {...common} data-missing="true">
        {face}
      </Box>
    )
  return (
    <Stack align="center" gap="1">
      <a href={href} target="_blank" rel="noopener noreferrer" {...common}>
        {face}
        <VisuallyHidden>{t('freeSoft.page.newWindow')}</VisuallyHidden>
      </a>
      {target.entry?.m && (
        <Text fontSize="xs" color="gray.500" data-testid="freesoft-extract-code">
          {t('freeSoft.page.extractCode', { code: target.entry.m })}
        </Text>
      )}
    </Stack>
  )
}
