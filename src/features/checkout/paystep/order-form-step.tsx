// Step 0: the order form (storefront.md §5): name, phone or landline, e-mail, invoice, company name, tax number or
// ID number, and the reseller invitation code; 'save to personal info' when the company details differ.
import { Box, Button, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppliedRetailer, RetailerCodeEvent } from '../../../../machines/retailer-code'
import {
  isEnterpriseInvoice,
  wantsInvoice,
  type InvoiceKind,
  type OrderForm,
  type OrderFormErrors,
} from '../../../../domain/order-form-rules'
import { RETAILER_COUNT_MAX, isRetailerCountText } from '../../../../domain/limits'
import { FormField } from './form-field'
import type { RetailerFieldState } from './retailer-field-state'
import { BusyButton } from '../../../components/busy-button'

interface OrderFormStepProps {
  form: OrderForm
  errors: OrderFormErrors
  /** The reseller the wizard holds (also after a reload). */
  retailer: AppliedRetailer | null
  retailerState: RetailerFieldState
  showSaveProfile: boolean
  saving: boolean
  onChange: (values: Partial<OrderForm>) => void
  onRetailer: (event: RetailerCodeEvent) => void
  onSaveProfile: () => void
  onNext: () => void
}

const INVOICE_KINDS: InvoiceKind[] = [0, 1, 2, 3]

export function OrderFormStep(props: OrderFormStepProps): React.JSX.Element {
  const { t } = useTranslation()
  const { form, errors } = props
  const error = (field: keyof OrderFormErrors) => (errors[field] ? t(`paystep.errors.${errors[field]}`) : undefined)
  const personal = form.isinvoice === 1

  return (
    <Stack gap="5" data-testid="paystep-form">
      <Text fontSize="lg" fontWeight="bold">
        {t('paystep.form.title')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('paystep.form.username')}
          placeholder={t('paystep.form.usernamePlaceholder')}
          value={form.username}
          error={error('username')}
          testId="paystep-username"
          onChange={(username) => props.onChange({ username })}
        />
        <FormField
          label={t('paystep.form.receiverphone')}
          placeholder={t('paystep.form.phonePlaceholder')}
          value={form.receiverphone}
          error={error('receiverphone')}
          testId="paystep-phone"
          onChange={(receiverphone) => props.onChange({ receiverphone })}
        />
        <FormField
          label={t('paystep.form.receiveremail')}
          placeholder={t('paystep.form.emailPlaceholder')}
          value={form.receiveremail}
          error={error('receiveremail')}
          testId="paystep-email"
          onChange={(receiveremail) => props.onChange({ receiveremail })}
        />
        <Stack gap="1" as="label">
          <Text fontSize="sm" fontWeight="medium">
            {t('paystep.form.invoice')}
          </Text>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field
              value={String(form.isinvoice)}
              data-testid="paystep-invoice"
              onChange={(event) => props.onChange({ isinvoice: Number(event.target.value) as InvoiceKind })}
            >
              {INVOICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`paystep.form.invoiceKinds.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {isEnterpriseInvoice(form) && (
          <FormField
            label={t('paystep.form.companyname')}
            placeholder={t('paystep.form.companyPlaceholder')}
            value={form.companyname}
            error={error('companyname')}
            testId="paystep-company"
            onChange={(companyname) => props.onChange({ companyname })}
          />
        )}
        {wantsInvoice(form) && (
          <FormField
            label={personal ? t('paystep.form.idNumber') : t('paystep.form.taxNumber')}
            placeholder={personal ? t('paystep.form.idPlaceholder') : t('paystep.form.taxPlaceholder')}
            value={form.ratenumber}
            error={error('ratenumber')}
            testId="paystep-taxnumber"
            onChange={(ratenumber) => props.onChange({ ratenumber })}
          />
        )}
      </SimpleGrid>
      {props.showSaveProfile && (
        <Flex>
          <BusyButton
            size="sm"
            variant="outline"
            colorPalette="blue"
            loading={props.saving}
            data-testid="paystep-save-profile"
            onClick={props.onSaveProfile}
          >
            {t('paystep.form.saveProfile')}
          </BusyButton>
        </Flex>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('paystep.retailer.code')}
          placeholder={t('paystep.retailer.codePlaceholder')}
          value={form.retailercode}
          testId="paystep-retailer-code"
          onChange={(code) => {
            props.onChange({ retailercode: code })
            props.onRetailer({ type: 'code.change', code })
          }}
          onBlur={() => props.onRetailer({ type: 'code.check' })}
          onEnter={() => props.onRetailer({ type: 'code.check' })}
        />
        {props.retailerState.countShown && (
          <Stack gap="1" as="label">
            <Text fontSize="sm" fontWeight="medium">
              {t('paystep.retailer.count')}
            </Text>
            <RetailerCountInput
              label={t('paystep.retailer.count')}
              invalidText={t('paystep.retailer.countInvalid', { max: RETAILER_COUNT_MAX })}
              count={props.retailerState.count}
              onCount={(count) => props.onRetailer({ type: 'count.change', count })}
            />
          </Stack>
        )}
      </SimpleGrid>
      {/* One line of fixed height: the check starts on blur, and a shifting layout would swallow the next click. */}
      <Box minHeight="6" data-testid="paystep-retailer-status">
        {props.retailerState.checking ? (
          <Text color="gray.600">{t('paystep.retailer.checking')}</Text>
        ) : props.retailerState.mismatch ? (
          <Text role="alert" color="red.600" data-testid="paystep-retailer-mismatch">
            {/* A failed check (e.g. too many wrong codes) says why; a plain mismatch shows the spec's text. */}
            {props.retailerState.failure || t('paystep.retailer.mismatch')}
          </Text>
        ) : props.retailer ? (
          <Text color="green.700" data-testid="paystep-retailer-name">
            {t('paystep.retailer.name')}: {props.retailer.retailername}
          </Text>
        ) : null}
      </Box>
      <Flex justify="flex-end">
        <Button colorPalette="blue" data-testid="paystep-next" onClick={props.onNext}>
          {t('paystep.next')}
        </Button>
      </Flex>
    </Stack>
  )
}

interface RetailerCountInputProps {
  label: string
  invalidText: string
  count: number
  onCount: (count: number) => void
}

/**
 * The retailer count as typed: only a whole number from 1 to 999 reaches the machine, so clearing the field to type
 * a new number does not snap it back to 1. While the text is no such number a message says so (announced); leaving
 * the field shows the count in force again.
 */
function RetailerCountInput({ label, invalidText, count, onCount }: RetailerCountInputProps): React.JSX.Element {
  const [text, setText] = useState(String(count))
  useEffect(() => setText(String(count)), [count])
  const invalid = !isRetailerCountText(text)
  return (
    <>
      <Input
        type="number"
        min={1}
        max={RETAILER_COUNT_MAX}
        bg="white"
        value={text}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'paystep-retailer-count-error' : undefined}
        data-testid="paystep-retailer-count"
        onChange={(event) => {
          const typed = event.target.value
          setText(typed)
          if (isRetailerCountText(typed)) onCount(Number(typed))
        }}
        onBlur={() => setText(String(count))}
      />
      {invalid && (
        <Text id="paystep-retailer-count-error" role="alert" fontSize="sm" color="red.600" data-testid="paystep-retailer-count-error">
          {invalidText}
        </Text>
      )}
    </>
  )
}
