// Qualifications carousel: 5 certificates per slide, paged by hand (no auto-advance); a click opens a preview.
import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, SimpleGrid, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { components } from '../../../generated/api'
import { certificateListOptions } from '../../api/queries/certificate-queries'
import { pageCount, pageItems } from './certificate-pages'
import { FallbackBadge } from '../../components/content-lang'

type Certificate = components['schemas']['Certificate']

export function CertificateCarousel(): React.JSX.Element {
  const { t } = useTranslation()
  const certificates = useSuspenseQuery(certificateListOptions()).data?.list ?? []
  const [page, setPage] = useState(0)
  const [preview, setPreview] = useState<Certificate | null>(null)
  const pages = pageCount(certificates.length)
  const current = Math.min(page, pages - 1)

  if (certificates.length === 0) return <Text color="gray.500">{t('storefront.about.certEmpty')}</Text>

  return (
    <Box data-testid="about-cert-carousel" data-page={current}>
      <HStack gap="3" align="center">
        <Button
          variant="outline"
          aria-label={t('storefront.about.certPrev')}
          disabled={current === 0}
          onClick={() => setPage(current - 1)}
          data-testid="about-cert-page-prev"
        >
          ‹
        </Button>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="4" flex="1">
          {pageItems(certificates, current).map((certificate) => (
            <Box
              as="button"
              key={certificate.id}
              bg="white"
              borderRadius="md"
              boxShadow="sm"
              p="2"
              cursor="zoom-in"
              transition="box-shadow 0.2s, transform 0.2s"
              _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
              onClick={() => setPreview(certificate)}
              data-testid="about-cert-item"
            >
              {/* The caption below names the button: the picture is decoration here (axe image-redundant-alt). */}
              <Image src={certificate.img} alt="" width="100%" aspectRatio={3 / 4} objectFit="contain" />
              <Text fontSize="xs" mt="2" color="gray.700" lineClamp={2} lang={certificate.lang} data-testid="about-cert-title">
                {certificate.title}
                <FallbackBadge lang={certificate.lang} />
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Button
          variant="outline"
          aria-label={t('storefront.about.certNext')}
          disabled={current >= pages - 1}
          onClick={() => setPage(current + 1)}
          data-testid="about-cert-page-next"
        >
          ›
        </Button>
      </HStack>
      <Text textAlign="center" mt="3" fontSize="sm" color="gray.500" data-testid="about-cert-page">
        {t('storefront.about.certPage', { page: current + 1, total: pages })}
      </Text>

      <Dialog.Root open={preview !== null} onOpenChange={(details) => !details.open && setPreview(null)} size="lg" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="about-cert-preview">
              <Dialog.Header>
                <Dialog.Title>{preview?.title ?? t('storefront.about.previewTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {preview && <Image src={preview.img} alt={preview.title} width="100%" maxHeight="75vh" objectFit="contain" />}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('common.close')} size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Box>
  )
}
