// The free-trial licence request (storefront.md §4, §9; issue 15): the trial rules, the trial product, the machine code
// (required, trimmed) and optional contact details; applyLicense or makeLabStart by the product's family. Accepted: until
// when the trial holds, the file's download and the way to the licence tab. Refused: the server's msg as it is, the
// form kept as typed. Logged out: what was typed is kept for the tab and the visitor is sent to log in.
import { Box, Field, Input, List, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isPhoneOrLandline } from '../../../../domain/validation-patterns'
import { TRIAL_CAPS } from '../../../../domain/license-rules'
import { TRIAL_REQUEST_MAX_LENGTH } from '../../../../domain/limits'
import { ApiError } from '../../../api/api-error'
import { licenceDownloadLink } from '../../../api/queries/licence-calls'
import {
  requestTrialLicence,
  TRIAL_LICENCE_STALE_KEYS,
  type Licence,
  type TrialLicenceRequest,
} from '../../../api/queries/trial-licence-calls'
import { startBrowserDownload } from '../../../components/browser-download'
import { DialogFrame } from '../../../components/dialog-frame'
import { useListFormat } from '../../../components/list-format'
import type { TrialProduct } from './trial-products'
import { storeTrialDraft, type TrialRequestDraft } from './trial-request-draft'
import { BusyButton } from '../../../components/busy-button'

const MAX_LENGTH = TRIAL_REQUEST_MAX_LENGTH

/** White on green.600 is 3.3:1 (axe color-contrast); green.700 is 5:1. */
export const SOLID_GREEN = { colorPalette: 'green', bg: 'green.700', _hover: { bg: 'green.800' } } as const

export type TrialAccount = 'customer' | 'retailer' | 'none'

interface TrialLicenceDialogProps {
  open: boolean
  onClose: () => void
  trials: readonly TrialProduct[]
  /** The product to start with and, after a login, what was typed before it. */
  initial?: Partial<TrialRequestDraft>
  account: TrialAccount
  /** Called after the draft is stored: the caller opens the login page (which leads back here). */
  onLoginRequired: () => void
  /** The link to the personal centre's licence tab (a router link, rendered by the route's side). */
  licencesLink: ReactNode
}

/** What the request needs wherever it is shown: in the dialog, or as a section of the phone's /applyTrial page. */
type TrialRequestProps = Omit<TrialLicenceDialogProps, 'open' | 'onClose'>

export function TrialLicenceDialog(props: TrialLicenceDialogProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <DialogFrame open={props.open} title={t('shop.trialLicence.title')} onClose={props.onClose} testId="trial-licence-dialog">
      <TrialRules />
      {props.trials.length === 0 ? (
        <Text mt="4" color="gray.600" data-testid="trial-licence-none">
          {t('shop.trialLicence.noProducts')}
        </Text>
      ) : (
        <TrialRequestForm {...props} />
      )}
    </DialogFrame>
  )
}

/** The same rules and request without the dialog (the phone's /applyTrial, issue 20). */
export function TrialLicenceSection(props: TrialRequestProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box data-testid="trial-licence-section">
      <TrialRules />
      {props.trials.length === 0 ? (
        <Text mt="4" color="gray.600" data-testid="trial-licence-none">
          {t('shop.trialLicence.noProducts')}
        </Text>
      ) : (
        <TrialRequestForm {...props} />
      )}
    </Box>
  )
}

function TrialRules(): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Box bg="green.50" borderRadius="md" p="4" data-testid="trial-licence-rules">
      <Text fontWeight="bold" mb="2">
        {t('shop.trialLicence.rulesTitle')}
      </Text>
      <List.Root ps="5" gap="1">
        <List.Item>{t('shop.trialLicence.rules.oneMonth')}</List.Item>
        <List.Item>{t('shop.trialLicence.rules.caps', { solid: TRIAL_CAPS.SummitSolid.solid, map: TRIAL_CAPS.SummitMap.map })}</List.Item>
        <List.Item>{t('shop.trialLicence.rules.perComputer')}</List.Item>
        <List.Item>{t('shop.trialLicence.rules.windows')}</List.Item>
      </List.Root>
    </Box>
  )
}

type Problems = Partial<Record<'machinecode' | 'contactphone', string>>

function requestBody(form: TrialRequestDraft): TrialLicenceRequest {
  const body: TrialLicenceRequest = { productid: form.productid, machinecode: form.machinecode.trim() }
  const optional = ['contactname', 'contactphone', 'companyname', 'guestmes'] as const
  for (const key of optional) {
    const value = form[key].trim()
    if (value) body[key] = value
  }
  return body
}

function TrialRequestForm({ trials, initial, account, onLoginRequired, licencesLink }: TrialRequestProps): React.JSX.Element {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<TrialRequestDraft>(() => ({
    machinecode: '',
    contactname: '',
    contactphone: '',
    companyname: '',
    guestmes: '',
    ...initial,
    productid: trials.some((trial) => trial.productid === initial?.productid) ? initial!.productid! : trials[0].productid,
  }))
  const [problems, setProblems] = useState<Problems>({})
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [created, setCreated] = useState<Licence | null>(null)
  const machineInput = useRef<HTMLInputElement>(null)

  const set = (key: keyof TrialRequestDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value
    setForm((previous) => ({ ...previous, [key]: value }))
    if (key === 'machinecode' || key === 'contactphone') setProblems((previous) => ({ ...previous, [key]: undefined }))
  }

  const submit = async () => {
    const found: Problems = {}
    if (!form.machinecode.trim()) found.machinecode = t('shop.trialLicence.machineCodeRequired')
    const phone = form.contactphone.trim()
    if (phone && !isPhoneOrLandline(phone)) found.contactphone = t('shop.trialLicence.phoneInvalid')
    setProblems(found)
    if (found.machinecode) machineInput.current?.focus()
    if (found.machinecode || found.contactphone) return
    if (account === 'none') {
      storeTrialDraft(form)
      onLoginRequired()
      return
    }
    const line = trials.find((trial) => trial.productid === form.productid)!.line
    setSending(true)
    setRefusal(null)
    try {
      const reply = await requestTrialLicence(line, requestBody(form))
      for (const queryKey of TRIAL_LICENCE_STALE_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
      setCreated(reply.licence)
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t('shop.trialLicence.refusedFallback'))
    } finally {
      setSending(false)
    }
  }

  if (created) return <TrialCreated licence={created} licencesLink={licencesLink} />

  return (
    <chakra.form
      noValidate
      data-testid="trial-licence-form"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault()
        if (!sending) void submit()
      }}
    >
      <Stack gap="4" mt="4">
        <Field.Root required>
          <Field.Label>{t('shop.trialLicence.product')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.productid} onChange={set('productid')} data-testid="trial-licence-product">
              {trials.map((trial) => (
                <option key={trial.productid} value={trial.productid}>
                  {t('shop.trialLicence.productName', { line: trial.line })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={Boolean(problems.machinecode)}>
          <Field.Label>
            {t('shop.trialLicence.machineCode')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={machineInput}
            value={form.machinecode}
            maxLength={MAX_LENGTH.machinecode}
            autoComplete="off"
            spellCheck={false}
            data-testid="trial-licence-machine"
            onChange={set('machinecode')}
          />
          <Field.HelperText>{t('shop.trialLicence.machineCodeHelp')}</Field.HelperText>
          <Field.ErrorText color="red.700" data-testid="trial-licence-machine-error">
            {problems.machinecode}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('shop.trialLicence.contactName')}</Field.Label>
          <Input
            value={form.contactname}
            maxLength={MAX_LENGTH.contactname}
            autoComplete="name"
            data-testid="trial-licence-contact"
            onChange={set('contactname')}
          />
        </Field.Root>
        <Field.Root invalid={Boolean(problems.contactphone)}>
          <Field.Label>{t('shop.trialLicence.contactPhone')}</Field.Label>
          <Input
            type="tel"
            value={form.contactphone}
            maxLength={MAX_LENGTH.contactphone}
            autoComplete="tel"
            data-testid="trial-licence-phone"
            onChange={set('contactphone')}
          />
          <Field.ErrorText color="red.700" data-testid="trial-licence-phone-error">
            {problems.contactphone}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('shop.trialLicence.company')}</Field.Label>
          <Input
            value={form.companyname}
            maxLength={MAX_LENGTH.companyname}
            autoComplete="organization"
            data-testid="trial-licence-company"
            onChange={set('companyname')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('shop.trialLicence.message')}</Field.Label>
          <Textarea
            value={form.guestmes}
            maxLength={MAX_LENGTH.guestmes}
            rows={3}
            data-testid="trial-licence-message"
            onChange={set('guestmes')}
          />
        </Field.Root>
        {account === 'none' && (
          <Text color="gray.700" data-testid="trial-licence-login-note">
            {t('shop.trialLicence.loginNote')}
          </Text>
        )}
        {account === 'retailer' && (
          <Text color="red.700" role="alert" data-testid="trial-licence-retailer">
            {t('shop.trialLicence.retailerNote')}
          </Text>
        )}
        <Box aria-live="polite">
          {refusal && (
            <Text color="red.700" role="alert" data-testid="trial-licence-refusal">
              {refusal}
            </Text>
          )}
        </Box>
        <Box>
          <BusyButton
            type="submit"
            {...SOLID_GREEN}
            loading={sending}
            loadingText={t('shop.trialLicence.sending')}
            disabled={account === 'retailer'}
            data-testid="trial-licence-submit"
          >
            {account === 'none' ? t('shop.trialLicence.loginSubmit') : t('shop.trialLicence.submit')}
          </BusyButton>
        </Box>
      </Stack>
    </chakra.form>
  )
}

function TrialCreated({ licence, licencesLink }: { licence: Licence; licencesLink: ReactNode }): React.JSX.Element {
  const { t } = useTranslation()
  const format = useListFormat()
  const [downloading, setDownloading] = useState(false)
  const [downloadFailed, setDownloadFailed] = useState(false)
  const downloadButton = useRef<HTMLButtonElement>(null)
  useEffect(() => downloadButton.current?.focus(), [])

  const download = async () => {
    setDownloading(true)
    setDownloadFailed(false)
    try {
      const { url, filename } = await licenceDownloadLink(licence.id)
      startBrowserDownload(url, filename)
    } catch {
      setDownloadFailed(true)
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Stack gap="3" mt="4" data-testid="trial-licence-created" data-id={licence.id}>
      <Box role="status">
        <Text fontWeight="bold" color="green.800" data-testid="trial-licence-success">
          {t('shop.trialLicence.successTitle')}
        </Text>
        <Text data-testid="trial-licence-until">{t('shop.trialLicence.successUntil', { end: format.dateTime(licence.endtime) })}</Text>
        <Text color="gray.700">{t('shop.trialLicence.successForMachine', { code: licence.machinecode })}</Text>
      </Box>
      <Box>
        <BusyButton
          ref={downloadButton}
          colorPalette="blue"
          loading={downloading}
          data-testid="trial-licence-download"
          onClick={() => void download()}
        >
          {t('shop.trialLicence.download')}
        </BusyButton>
      </Box>
      {downloadFailed && (
        <Text color="red.700" role="alert" data-testid="trial-licence-download-failed">
          {t('shop.trialLicence.downloadFailed')}
        </Text>
      )}
      <Box>{licencesLink}</Box>
    </Stack>
  )
}
