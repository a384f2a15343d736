// /Buy: four product tabs (and the free-trial view), the product list with prices, the detail panel and the
// details / system configuration / subscription guide tabs.
import { Box, Button, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { detailSectionsOptions, type Product } from '../../../api/queries/product-detail-queries'
import { productListOptions } from '../../../api/queries/product-queries'
import { dailyPriceFen, defaultUnit, formatYuan } from '../../../../domain/pricing'
import { isComingSoon } from '../../../../machines/subscription-config'
import { documentUrl } from '../../../components/pdf/document-urls'
import { PdfDialog } from '../../../components/pdf/pdf-dialog'
import { PanelTabs } from '../../../components/panel-tabs'
import { prefetchOnIntent } from '../../../components/prefetch-on-intent'
import { QueryBoundary } from '../../../components/query-boundary'
import { BUY_TYPES, type BuyType } from '../../../../domain/product-types'
import { buyType, initialBuyProduct } from './buy-selection'
import { FreeTrialView } from './free-trial-view'
import { ProductPrice } from './product-price'
import { firstImageUrl } from '../../../api/product-image-url'
import { FallbackBadge } from '../../../components/content-lang'
import { usePageTitle } from '../../../components/use-page-title'
import { pageColumn } from '../../../components/layout-sizes'

const GUIDES = [
  { key: 'summitmap', file: 'summitmap-guide.pdf' },
  { key: 'summitsolid', file: 'summitsolid-guide.pdf' },
  { key: 'summitlab', file: 'summitlab-guide.pdf' },
  { key: 'licence', file: 'license-guide.pdf' },
] as const

export function BuyPage({ value, id }: { value?: string; id?: string }): React.JSX.Element {
  const { t } = useTranslation()
  const free = value === 'free'
  const type = buyType(value)

  return (
    <Box {...pageColumn(1200)} px="6" py="10" data-testid="page-buy">
      <Flex as="nav" aria-label={t('shop.buy.typesLabel')} gap="2" wrap="wrap" mb="6">
        {BUY_TYPES.map((each) => {
          const current = !free && each === type
          return (
            <Button key={each} asChild variant={current ? 'solid' : 'outline'} colorPalette="blue">
              <RouterLink to="/Buy" search={{ value: each }} aria-current={current ? 'page' : undefined} data-testid={`buy-tab-${each}`}>
                {each}
              </RouterLink>
            </Button>
          )
        })}
        <Button
          asChild
          variant={free ? 'solid' : 'outline'}
          colorPalette="green"
          // White on green.600 is 3.3:1 (axe color-contrast): the current one is green.700.
          {...(free && { bg: 'green.700', _hover: { bg: 'green.800' } })}
        >
          <RouterLink to="/Buy" search={{ value: 'free' }} aria-current={free ? 'page' : undefined} data-testid="buy-tab-free">
            {t('shop.buy.freeTab')}
          </RouterLink>
        </Button>
      </Flex>
      {free ? <FreeTrialView /> : <ProductArea type={type} id={id} />}
    </Box>
  )
}

function ProductArea({ type, id }: { type: BuyType; id?: string }): React.JSX.Element {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const products = (useSuspenseQuery(productListOptions()).data?.list ?? []).filter((product) => product.type === type)
  const [pickedId, setPickedId] = useState<string | undefined>(id)
  const product = products.find((each) => each.id === pickedId) ?? initialBuyProduct(products, type, id)

  if (!product) return <Text color="gray.500">{t('shop.buy.noProducts')}</Text>

  return (
    <Stack gap="8">
      <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="2" width={{ base: '100%', md: '320px' }} flexShrink={0} aria-label={t('shop.buy.products')}>
          {products.map((each) => (
            <Box
              as="button"
              key={each.id}
              textAlign="left"
              p="3"
              borderWidth="2px"
              borderRadius="md"
              borderColor={each.id === product.id ? 'blue.500' : 'gray.200'}
              aria-pressed={each.id === product.id}
              data-testid="buy-product-item"
              data-id={each.id}
              onClick={() => setPickedId(each.id)}
              // Its detail sections load as the pointer or focus reaches it, so the tabs below show them on the click.
              {...prefetchOnIntent(queryClient, () => [detailSectionsOptions(each.id)])}
            >
              <Text fontWeight="bold" lang={each.lang}>
                {each.name}
                <FallbackBadge lang={each.lang} />
              </Text>
              <ProductPrice product={each} />
            </Box>
          ))}
        </Stack>
        <ProductDetail
          product={product}
          onSubscribe={() => void navigate({ to: '/BuyMenu', search: { id: product.id } })}
          onFreeTrial={() => void navigate({ to: '/Buy', search: { value: 'free' } })}
        />
      </Flex>
      <ProductTabs product={product} />
    </Stack>
  )
}

function ProductDetail(props: { product: Product; onSubscribe: () => void; onFreeTrial: () => void }): React.JSX.Element {
  const { product } = props
  const { t } = useTranslation()
  usePageTitle(`${product.name} - ${t('titles.buy')}`)
  const unit = defaultUnit(product)
  const image = firstImageUrl(product.img)
  const daily = dailyPriceFen(product, unit)
  return (
    <Stack flex="1" gap="3" borderWidth="1px" borderRadius="lg" p="6" data-testid="buy-detail">
      {/* A fixed height: the text below does not move when the picture arrives. */}
      {image && <Image src={image} alt={product.name} height="200px" objectFit="contain" fetchPriority="high" />}
      {/* The page's one h1: the product being bought. */}
      <Heading as="h1" size="xl" lang={product.lang}>
        {product.name}
        <FallbackBadge lang={product.lang} />
      </Heading>
      {product.slogan && (
        <Text color="blue.600" lang={product.lang}>
          {product.slogan}
        </Text>
      )}
      {product.description && (
        <Text color="gray.700" lang={product.lang}>
          {product.description}
        </Text>
      )}
      <Box fontSize="xl" fontWeight="bold">
        <ProductPrice product={product} />
      </Box>
      {daily !== null && (
        <Text fontSize="sm" color="gray.500" data-testid="buy-daily-price">
          {t('shop.buy.dailyPrice', { price: formatYuan(daily) })}
        </Text>
      )}
      <Flex gap="3">
        {product.havefree === 1 && (
          <Button variant="outline" colorPalette="green" data-testid="buy-free-trial" onClick={props.onFreeTrial}>
            {t('shop.freeTrial')}
          </Button>
        )}
        {isComingSoon(product) ? (
          <Button disabled data-testid="buy-coming-soon">
            {t('shop.comingSoon')}
          </Button>
        ) : (
          <Button colorPalette="blue" data-testid="buy-subscribe" onClick={props.onSubscribe}>
            {t('shop.subscribe')}
          </Button>
        )}
      </Flex>
    </Stack>
  )
}

type TabKey = 'detail' | 'config' | 'guide'

function ProductTabs({ product }: { product: Product }): React.JSX.Element {
  const { t } = useTranslation()
  const [tab, setTab] = useState<TabKey>('detail')
  return (
    <PanelTabs
      tabs={[
        { key: 'detail', label: t('shop.buy.detailTab'), testId: 'buy-info-tab-detail' },
        { key: 'config', label: t('shop.buy.configTab'), testId: 'buy-info-tab-config' },
        { key: 'guide', label: t('shop.buy.guideTab'), testId: 'buy-info-tab-guide' },
      ]}
      active={tab}
      onChange={setTab}
      panelTestId={`buy-info-${tab}`}
    >
      {tab === 'guide' ? (
        <GuideList />
      ) : (
        <QueryBoundary loading={t('common.loading')} failed={t('shop.loadFailed')} testId="buy-sections">
          <DetailSections productId={product.id} tab={tab} />
        </QueryBoundary>
      )}
    </PanelTabs>
  )
}

/** The product's detail sections (details tab) or its system configuration (configuration tab). */
function DetailSections({ productId, tab }: { productId: string; tab: 'detail' | 'config' }): React.JSX.Element {
  const { t } = useTranslation()
  const { data: sections } = useSuspenseQuery(detailSectionsOptions(productId))
  const config = sections.filter((section) => section.kind === 'config')
  const details = sections.filter((section) => section.kind !== 'config')
  return (
    <>
      {tab === 'detail' &&
        (details.length === 0 ? (
          <Text color="gray.500">{t('shop.buy.noDetail')}</Text>
        ) : (
          details.map((section) => (
            <Stack key={section.id} gap="1" mb="4" lang={section.lang} data-testid="buy-detail-section">
              <Heading as="h2" size="md">
                {section.title}
                <FallbackBadge lang={section.lang} />
              </Heading>
              <Text whiteSpace="pre-line">{section.detail}</Text>
            </Stack>
          ))
        ))}
      {tab === 'config' &&
        (config.length === 0 ? (
          <Text>{t('shop.buy.systemConfig')}</Text>
        ) : (
          config.map((section) => (
            <Text key={section.id} whiteSpace="pre-line" lang={section.lang}>
              {section.detail}
              <FallbackBadge lang={section.lang} />
            </Text>
          ))
        ))}
    </>
  )
}

/** The subscription guides: each opens in the in-page PDF dialog (code loaded on open), or in a new tab. */
function GuideList(): React.JSX.Element {
  const { t } = useTranslation()
  const [open, setOpen] = useState<(typeof GUIDES)[number]>()
  return (
    <Stack gap="2">
      <Text>{t('shop.buy.guideIntro')}</Text>
      {GUIDES.map((guide) => (
        <Flex key={guide.key} gap="3" align="baseline">
          <Button
            variant="plain"
            px="0"
            height="auto"
            color="blue.600"
            data-testid="buy-guide-open"
            data-guide={guide.key}
            onClick={() => setOpen(guide)}
          >
            {t(`shop.buy.guides.${guide.key}`)}
          </Button>
          <Link
            href={documentUrl(guide.file)}
            target="_blank"
            rel="noopener noreferrer"
            fontSize="xs"
            color="gray.500"
            data-testid="buy-guide-link"
          >
            {t('shop.pdf.openInNewTab')}
          </Link>
        </Flex>
      ))}
      {open && <PdfDialog url={documentUrl(open.file)} title={t(`shop.buy.guides.${open.key}`)} onClose={() => setOpen(undefined)} />}
    </Stack>
  )
}
