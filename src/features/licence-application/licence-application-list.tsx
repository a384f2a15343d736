// /ApplyList and /applylistm?machine=…: the customer's licence applications, found by their own phone number
// (C_license/phoneList/{phone}), newest first; /applylistm shows those of one computer.
import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { phoneLicencesOptions, type Licence } from '../../api/queries/licence-queries'
import { useListFormat } from '../../components/list-format'
import { QueryBoundary } from '../../components/query-boundary'
import { useSession } from '../../session/use-session'
import { applicantPhoneOf } from './phone-pages-data'

/** Shown to a logged-in customer only (the route's login gate); `machine` narrows it to one computer. */
export function LicenceApplicationList({ machine }: { machine?: string }): React.JSX.Element {
  const { t } = useTranslation()
  const { user } = useSession()
  const phone = applicantPhoneOf(user)
  if (!phone) {
    return (
      <Text color="gray.700" data-testid="application-list-no-phone">
        {t('licenceApplication.list.noPhone')}
      </Text>
    )
  }
  return (
    <QueryBoundary
      loading={t('licenceApplication.list.loading')}
      failed={t('licenceApplication.list.loadFailed')}
      testId="application-list"
    >
      <ApplicationList phone={phone} machine={machine} />
    </QueryBoundary>
  )
}

function ApplicationList({ phone, machine }: { phone: string; machine?: string }): React.JSX.Element {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(phoneLicencesOptions(phone))
  const licences = machine === undefined ? data : data.filter((licence) => licence.machinecode === machine)
  return (
    <Stack gap="4">
      {licences.length === 0 ? (
        <Text color="gray.700" data-testid="application-list-empty">
          {t(machine === undefined ? 'licenceApplication.list.empty' : 'licenceApplication.list.emptyMachine')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="application-list">
          {licences.map((licence) => (
            <ApplicationItem key={licence.id} licence={licence} />
          ))}
        </Stack>
      )}
      <Text fontSize="sm" color="gray.700">
        {t('licenceApplication.list.downloadNote')}
      </Text>
      <Stack gap="2">
        {machine !== undefined && (
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/apply" search={{ machine }}>
              {t('licenceApplication.list.apply')}
            </RouterLink>
          </Link>
        )}
        {machine !== undefined && (
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/ApplyList">{t('licenceApplication.list.all')}</RouterLink>
          </Link>
        )}
        <Link asChild color="blue.700" textDecoration="underline">
          <RouterLink to="/ApplyHome">{t('licenceApplication.list.home')}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  )
}

function ApplicationItem({ licence }: { licence: Licence }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const state = String(licence.state) as '0' | '1' | '2'
  const trial = licence.licensetype === 'trial'
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="application-item" data-machine={licence.machinecode}>
      <Stack direction="row" justify="space-between" align="start" gap="2">
        <Text fontWeight="medium" data-testid="application-product">
          {licence.productname ?? licence.producttype ?? licence.productid}
        </Text>
        <Stack direction="row" gap="1" flexShrink={0}>
          {trial && <Badge colorPalette="green">{t('licenceApplication.list.trial')}</Badge>}
          <Badge colorPalette={state === '1' ? 'blue' : 'gray'} data-testid="application-state">
            {t(`licenceApplication.list.state.${state}`)}
          </Badge>
        </Stack>
      </Stack>
      <Box as="dl" fontSize="sm" color="gray.700" mt="2">
        <Field label={t('licenceApplication.list.machine')} value={licence.machinecode} />
        {licence.ordercode && <Field label={t('licenceApplication.list.order')} value={licence.ordercode} />}
        <Field
          label={t('licenceApplication.list.endTime')}
          value={licence.endtime ? format.dateTime(licence.endtime) : t('licenceApplication.list.permanent')}
        />
      </Box>
    </Box>
  )
}

function Field({ label, value }: { label: string; value: string }): React.JSX.Element {
  return (
    <Stack direction="row" gap="2">
      <Box as="dt" flexShrink={0}>
        {label}
      </Box>
      <Box as="dd" wordBreak="break-all">
        {value}
      </Box>
    </Stack>
  )
}
