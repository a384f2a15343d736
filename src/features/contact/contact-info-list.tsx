// The company's contact information by type (work hours, phone, address, e-mail), from listContactInfo.
import { DataList } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contactInfoOptions } from '../../api/queries/contact-queries'

const TYPES = ['workGroup', 'phone', 'address', 'email'] as const

export function ContactInfoList(): React.JSX.Element {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(contactInfoOptions())
  const link = (type: (typeof TYPES)[number], value: string) =>
    type === 'phone' ? `tel:${value.replace(/[^\d+]/g, '')}` : type === 'email' ? `mailto:${value}` : undefined
  return (
    <DataList.Root orientation="horizontal" gap="3" data-testid="contact-info">
      {TYPES.filter((type) => data[type]).map((type) => {
        const value = data[type]!
        const href = link(type, value)
        return (
          <DataList.Item key={type}>
            <DataList.ItemLabel minWidth="6em">{t(`storefront.contact.page.${type}`)}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word" data-testid={`contact-info-${type}`}>
              {href ? (
                <a href={href} style={{ textDecoration: 'underline' }}>
                  {value}
                </a>
              ) : (
                value
              )}
            </DataList.ItemValue>
          </DataList.Item>
        )
      })}
    </DataList.Root>
  )
}
