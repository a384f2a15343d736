// The download dialog of a paid order: the installer of the chosen software (the customer chooses when the order has
// several), plus SummitMap's environment package or SummitLab's teaching data; links open in a new tab, the extract
// password has a copy button; '未查找到该软件' when no entry matches.
import { Box, Code, Field, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductType } from '../../../domain/product-types'
import { orderLinesOptions } from '../../api/queries/order-detail-queries'
import type { OrderRow } from '../../api/queries/order-list-queries'
import { softwareDownloadsOptions } from '../../api/queries/software-download-queries'
import { CopyButton } from './copy-button'
import { DialogFrame } from '../../components/dialog-frame'
import { downloadOffers, productTypesOf, type DownloadOffer } from './order-downloads'
import { QueryBoundary } from '../../components/query-boundary'
import { useLastValue } from '../../components/use-last-value'
import { FallbackBadge } from '../../components/content-lang'

export function DownloadDialog({ order, onClose }: { order: OrderRow | null; onClose: () => void }): React.JSX.Element {
  const { t } = useTranslation()
  const shown = useLastValue(order)
  return (
    <DialogFrame wide open={order !== null} title={t('orders.downloads.title')} onClose={onClose} testId="download-dialog">
      {shown && (
        <QueryBoundary loading={t('orders.downloads.loading')} failed={t('orders.downloads.loadFailed')} testId="downloads">
          <DownloadChoice ordernum={shown.ordernum} />
        </QueryBoundary>
      )}
    </DialogFrame>
  )
}

function DownloadChoice({ ordernum }: { ordernum: string }): React.JSX.Element {
  const { t } = useTranslation()
  const [{ data: lines }, { data: entries }] = useSuspenseQueries({
    queries: [orderLinesOptions(ordernum), softwareDownloadsOptions(0)],
  })
  const types = productTypesOf(lines)
  const [chosen, setChosen] = useState<ProductType | undefined>(types[0])
  if (!chosen) {
    return (
      <Stack data-testid="downloads">
        <NotFound />
      </Stack>
    )
  }
  return (
    <Stack gap="5" data-testid="downloads" data-product={chosen}>
      {types.length > 1 && (
        <Field.Root maxWidth="360px">
          <Field.Label>{t('orders.downloads.choose')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={chosen}
              onChange={(event) => setChosen(event.target.value as ProductType)}
              data-testid="downloads-product"
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {type} {t(`productType.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {downloadOffers(chosen, entries?.list).map((offer) => (
        <OfferCard key={offer.key} offer={offer} product={chosen} />
      ))}
    </Stack>
  )
}

function NotFound(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Text color="red.700" role="alert" data-testid="download-not-found">
      {t('orders.downloads.notFound')}
    </Text>
  )
}

function OfferCard({ offer, product }: { offer: DownloadOffer; product: ProductType }): React.JSX.Element {
  const { t } = useTranslation()
  const name = `${product} ${t(`orders.downloads.${offer.kind}`)}`
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="download-offer" data-kind={offer.kind} data-key={offer.key}>
      <Heading as="h3" size="sm" mb="2">
        {name}
      </Heading>
      {offer.item?.f ? (
        <Stack gap="2">
          {offer.item.content && (
            <Text color="gray.700" lang={offer.item.lang}>
              {offer.item.content}
              <FallbackBadge lang={offer.item.lang} />
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            <Text as="span">{t('orders.downloads.link')}:</Text>
            <Link href={offer.item.f} target="_blank" rel="noopener" color="blue.700" wordBreak="break-all" data-testid="download-link">
              {offer.item.f}
            </Link>
          </HStack>
          {offer.item.m && (
            <HStack gap="2" wrap="wrap">
              <Text as="span">{t('orders.downloads.password')}:</Text>
              <Code data-testid="download-password">{offer.item.m}</Code>
              <CopyButton text={offer.item.m} label={t('orders.downloads.copyLabel', { name })} testId="download-copy" />
            </HStack>
          )}
        </Stack>
      ) : (
        <NotFound />
      )}
    </Box>
  )
}
