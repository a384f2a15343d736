// Company contact details from listContactInfo: one type (wechat, phone, address, email) or all of them.
import { Box, DataList, Image, Link, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contactInfoOptions, type ContactMap } from '../../api/queries/contact-queries'
import { asset } from '../../shell/site-constants'

export type ContactKind = 'wechat' | 'phone' | 'address' | 'email'
const ALL_KINDS: ContactKind[] = ['wechat', 'phone', 'address', 'email']

const entryOf = (kind: ContactKind, contacts: ContactMap) => (kind === 'wechat' ? contacts.workGroup : contacts[kind])

export function ContactDetails({ only }: { only?: ContactKind }): React.JSX.Element {
  const { t } = useTranslation()
  const { data: contacts } = useSuspenseQuery(contactInfoOptions())
  const kinds = only ? [only] : ALL_KINDS
  return (
    <DataList.Root orientation="horizontal" gap="4" data-testid="contact-details">
      {kinds.map((kind) => {
        const value = entryOf(kind, contacts)
        return (
          <DataList.Item key={kind} data-testid={`contact-${kind}`}>
            <DataList.ItemLabel minWidth="6em">{t(`storefront.support.service.${kind}`)}</DataList.ItemLabel>
            <DataList.ItemValue>
              <ContactValue kind={kind} value={value} />
            </DataList.ItemValue>
          </DataList.Item>
        )
      })}
    </DataList.Root>
  )
}

function ContactValue({ kind, value }: { kind: ContactKind; value: string | undefined }): React.JSX.Element {
  const { t } = useTranslation()
  if (kind === 'wechat')
    return (
      <Box>
        <Image src={asset('qr-workgroup.svg')} alt={t('storefront.support.service.workGroup')} width="140px" height="140px" />
        {value && <Text mt="2">{value}</Text>}
      </Box>
    )
  if (!value) return <Text color="gray.600">{t('storefront.support.service.noContact')}</Text>
  if (kind === 'phone')
    return (
      <Text>
        <Link href={`tel:${value.replace(/[^\d+]/g, '')}`} color="blue.700" textDecoration="underline">
          {value}
        </Link>{' '}
        ({t('storefront.support.service.phoneHours')})
      </Text>
    )
  if (kind === 'email')
    return (
      <Link href={`mailto:${value}`} color="blue.700" textDecoration="underline">
        {value}
      </Link>
    )
  return <Text>{value}</Text>
}
