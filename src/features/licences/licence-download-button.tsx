// 下载 of a created or expired licence: C_license/Download/{id} for a short-lived link, then the browser's download of
// the signed file; the button is busy meanwhile, and a failure names the licence.
import { Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { licenceDownloadLink } from '../../api/queries/licence-calls'
import { startBrowserDownload } from '../../components/browser-download'
import { BusyButton } from '../../components/busy-button'

interface LicenceDownloadButtonProps {
  licenceId: string
  product: string
  machinecode: string
}

export function LicenceDownloadButton({ licenceId, product, machinecode }: LicenceDownloadButtonProps): React.JSX.Element {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<'idle' | 'loading' | 'failed'>('idle')
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const download = async () => {
    setPhase('loading')
    try {
      const { url, filename } = await licenceDownloadLink(licenceId)
      if (!mounted.current) return
      startBrowserDownload(url, filename)
      setPhase('idle')
    } catch {
      if (mounted.current) setPhase('failed')
    }
  }

  const failure = phase === 'failed' ? t('licenceTab.downloadFailed', { product, code: machinecode }) : ''
  return (
    <Stack gap="0" align="stretch">
      <BusyButton
        size="xs"
        colorPalette="blue"
        aria-label={t('licenceTab.downloadLabel', { product, code: machinecode })}
        loading={phase === 'loading'}
        onClick={() => void download()}
        data-testid="licence-download"
      >
        {t('licenceTab.download')}
      </BusyButton>
      <Text role="alert" fontSize="xs" color="red.700" maxWidth="14em" pt={failure ? '1' : '0'} data-testid="licence-download-error">
        {failure}
      </Text>
    </Stack>
  )
}
