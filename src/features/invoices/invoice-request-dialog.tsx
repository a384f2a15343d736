// 开票申请: the paid orders no invoice covers yet (several may share one invoice: orderid is a comma list), the kind
// of invoice and its title, checked by the domain rule (domain/invoice-form-rules.ts) on change, on blur and on
// submit; prefilled from the customer's profile. The total is the sum of the server's paid amounts of the ticked
// orders (the server recomputes and refuses a different one). A refusal stays in the dialog with the form as typed.
import { Box, Button, Checkbox, HStack, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EMPTY_INVOICE_FORM,
  invoiceTypeOfKind,
  normalizeInvoiceForm,
  validateInvoiceForm,
  type InvoiceForm,
  type RequestedInvoiceKind,
} from '../../../domain/invoice-form-rules'
import { INVOICE_TITLE_MAX_LENGTH } from '../../../domain/limits'
import { fenToYuan, formatYuan, toFen } from '../../../domain/pricing'
import { invoiceKeys, requestInvoice, type InvoiceRequest } from '../../api/queries/invoice-queries'
import { invoiceableOrdersOptions, orderKeys, type OrderRow } from '../../api/queries/order-list-queries'
import { customerInfoOptions, type CustomerInfo } from '../../api/queries/user-queries'
import { formatAmount } from '../../components/list-format'
import { QueryBoundary } from '../../components/query-boundary'
import { DialogFrame } from '../../components/dialog-frame'
import { InvoiceFormField } from './invoice-form-field'
import { BusyButton } from '../../components/busy-button'

interface InvoiceRequestDialogProps {
  open: boolean
  onClose: () => void
  /** The request was accepted: the server's msg. */
  onRequested: (msg: string) => void
}

export function InvoiceRequestDialog({ open, onClose, onRequested }: InvoiceRequestDialogProps): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <DialogFrame open={open} title={t('invoices.form.title')} onClose={onClose} testId="invoice-request-dialog">
      <QueryBoundary loading={t('invoices.form.ordersLoading')} failed={t('invoices.form.ordersLoadFailed')} testId="invoice-request">
        <RequestForm onClose={onClose} onRequested={onRequested} />
      </QueryBoundary>
    </DialogFrame>
  )
}

type TextField = keyof Omit<InvoiceForm, 'kind'>
type Checked = Partial<Record<TextField | 'orders', boolean>>
const KINDS: readonly RequestedInvoiceKind[] = [1, 2, 3]

const prefilled = (info: CustomerInfo): InvoiceForm => ({
  ...EMPTY_INVOICE_FORM,
  company: info.companyname ?? '',
  ratenumber: info.companysocialcreditcode ?? '',
  phone: info.phonenum ?? '',
  email: info.email ?? '',
})

function RequestForm({ onClose, onRequested }: Omit<InvoiceRequestDialogProps, 'open'>): React.JSX.Element {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const orders = useSuspenseQuery(invoiceableOrdersOptions()).data.list
  const info = useSuspenseQuery(customerInfoOptions()).data
  const creditCode = info.companysocialcreditcode ?? ''
  const [form, setForm] = useState<InvoiceForm>(() => prefilled(info))
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(orders.length === 1 ? [orders[0]!.id] : []))
  const [checked, setChecked] = useState<Checked>({})
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const inputs = useRef<Partial<Record<TextField, HTMLInputElement | null>>>({})
  const ordersBox = useRef<HTMLFieldSetElement | null>(null)

  if (orders.length === 0) {
    return (
      <Stack gap="4" align="flex-start">
        <Text role="status" color="gray.700" data-testid="invoice-request-no-orders">
          {t('invoices.form.noOrders')}
        </Text>
        <Button size="sm" variant="outline" onClick={onClose} data-testid="invoice-request-cancel">
          {t('invoices.form.cancel')}
        </Button>
      </Stack>
    )
  }

  const errors = validateInvoiceForm(form)
  const ticked = orders.filter((order) => selected.has(order.id))
  const ordersMissing = ticked.length === 0
  const errorOf = (field: TextField) => (checked[field] && errors[field] ? t(`invoices.errors.${errors[field]}`) : undefined)
  const check = (field: keyof Checked) => setChecked((current) => (current[field] ? current : { ...current, [field]: true }))
  const totalFen = ticked.reduce((sum, order) => sum + toFen(order.paymentamount), 0)
  const special = form.kind === 3
  const personal = form.kind === 1

  const setKind = (kind: RequestedInvoiceKind) =>
    setForm((current) => {
      // The profile's credit code is no ID number: a personal invoice starts without it, an enterprise one gets it back.
      if (kind === 1 && current.ratenumber === creditCode) return { ...current, kind, ratenumber: '' }
      if (kind !== 1 && current.kind === 1 && current.ratenumber === '') return { ...current, kind, ratenumber: creditCode }
      return { ...current, kind }
    })

  const toggle = (id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
    check('orders')
  }

  const visibleFields: TextField[] = personal
    ? ['ratenumber', 'address', 'phone', 'banknum', 'email']
    : ['company', 'ratenumber', 'address', 'phone', 'banknum', 'email']

  /** False (every message shown, the first wrong place focused) when the request cannot be sent. */
  const ready = (): boolean => {
    const first = visibleFields.find((field) => errors[field] !== undefined)
    if (!ordersMissing && !first) return true
    setChecked(Object.fromEntries([...visibleFields, 'orders'].map((field) => [field, true])))
    if (ordersMissing) ordersBox.current?.querySelector('input')?.focus()
    else inputs.current[first!]?.focus()
    return false
  }

  const submit = async () => {
    if (submitting || !ready()) return
    const f = normalizeInvoiceForm(form)
    const body: InvoiceRequest = {
      orderid: ticked.map((order) => order.id).join(','),
      type: invoiceTypeOfKind(f.kind),
      ratenumber: f.ratenumber,
      amount: fenToYuan(totalFen),
      // Every box as the customer left it: the server fills only fields that are absent from the order form, and a
      // personal invoice must stay without the company the order may have named.
      company: f.company,
      address: f.address,
      phone: f.phone,
      email: f.email,
      banknum: f.banknum,
    }
    setSubmitting(true)
    setRefusal(null)
    try {
      const { msg } = await requestInvoice(body)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ])
      onRequested(msg)
      onClose()
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : t('invoices.form.failed'))
    } finally {
      setSubmitting(false)
    }
  }

  // Address, phone, bank and account: what a special invoice prints, optional on an ordinary one.
  const optional = (field: TextField) => !special && (field === 'address' || field === 'phone' || field === 'banknum')
  const field = (name: TextField, options: { label: string; placeholder: string; type?: 'email' | 'tel'; autoComplete?: string }) => (
    <InvoiceFormField
      key={name}
      ref={(element) => {
        inputs.current[name] = element
      }}
      name={name}
      label={optional(name) ? `${options.label}${t('invoices.form.optional')}` : options.label}
      placeholder={options.placeholder}
      type={options.type}
      autoComplete={options.autoComplete}
      maxLength={INVOICE_TITLE_MAX_LENGTH[name]}
      value={form[name]}
      error={errorOf(name)}
      onChange={(value) => {
        setForm((current) => ({ ...current, [name]: value }))
        check(name)
      }}
      onBlur={() => check(name)}
    />
  )

  const ordersError = checked.orders && ordersMissing ? t('invoices.form.ordersRequired') : undefined

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      data-testid="invoice-request-form"
    >
      <Stack gap="5">
        <chakra.fieldset
          ref={ordersBox}
          aria-describedby={['invoice-request-orders-hint', ordersError ? 'invoice-request-orders-error' : null].filter(Boolean).join(' ')}
          data-testid="invoice-request-orders"
        >
          <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
            {t('invoices.form.orders')}
          </chakra.legend>
          <Text id="invoice-request-orders-hint" fontSize="xs" color="gray.600" mb="2">
            {t('invoices.form.ordersHint')}
          </Text>
          <Stack gap="2" maxHeight="240px" overflowY="auto" borderWidth="1px" borderRadius="md" p="3">
            {orders.map((order) => (
              <OrderChoice key={order.id} order={order} checked={selected.has(order.id)} onChange={(on) => toggle(order.id, on)} />
            ))}
          </Stack>
          {ordersError && (
            <Text
              id="invoice-request-orders-error"
              role="alert"
              fontSize="sm"
              color="red.600"
              mt="1"
              data-testid="invoice-request-orders-error"
            >
              {ordersError}
            </Text>
          )}
        </chakra.fieldset>

        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize="sm">{t('invoices.form.total')}</Text>
          <Text fontWeight="semibold" fontSize="lg" aria-live="polite" data-testid="invoice-request-total">
            {formatYuan(totalFen)}
          </Text>
        </HStack>

        <Stack gap="1">
          <chakra.label htmlFor="invoice-form-kind" fontWeight="medium" fontSize="sm">
            {t('invoices.form.kind')}
          </chakra.label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field
              id="invoice-form-kind"
              value={String(form.kind)}
              onChange={(event) => setKind(Number(event.target.value) as RequestedInvoiceKind)}
              data-testid="invoice-form-kind"
            >
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`invoices.kind.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>

        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {!personal &&
            field('company', {
              label: t('invoices.form.company'),
              placeholder: t('invoices.form.companyPlaceholder'),
              autoComplete: 'organization',
            })}
          {field(
            'ratenumber',
            personal
              ? { label: t('invoices.form.idNumber'), placeholder: t('invoices.form.idPlaceholder') }
              : { label: t('invoices.form.taxNumber'), placeholder: t('invoices.form.taxPlaceholder') },
          )}
          {field('address', {
            label: t('invoices.form.address'),
            placeholder: t('invoices.form.addressPlaceholder'),
            autoComplete: 'street-address',
          })}
          {field('phone', {
            label: t('invoices.form.phone'),
            placeholder: t('invoices.form.phonePlaceholder'),
            type: 'tel',
            autoComplete: 'tel',
          })}
          {field('banknum', { label: t('invoices.form.banknum'), placeholder: t('invoices.form.bankPlaceholder') })}
          {field('email', {
            label: t('invoices.form.email'),
            placeholder: t('invoices.form.emailPlaceholder'),
            type: 'email',
            autoComplete: 'email',
          })}
        </Box>

        {refusal && (
          <Text role="alert" color="red.600" fontSize="sm" data-testid="invoice-request-refusal">
            {refusal}
          </Text>
        )}
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onClose} data-testid="invoice-request-cancel">
            {t('invoices.form.cancel')}
          </Button>
          <BusyButton
            type="submit"
            colorPalette="blue"
            _hover={{ bg: 'blue.700' }}
            loading={submitting}
            data-testid="invoice-request-submit"
          >
            {t('invoices.form.submit')}
          </BusyButton>
        </HStack>
      </Stack>
    </form>
  )
}

function OrderChoice({
  order,
  checked,
  onChange,
}: {
  order: OrderRow
  checked: boolean
  onChange: (on: boolean) => void
}): React.JSX.Element {
  const { t } = useTranslation()
  return (
    <Checkbox.Root
      checked={checked}
      colorPalette="blue"
      alignItems="flex-start"
      data-testid="invoice-request-order"
      data-ordernum={order.ordernum}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label flex="1" display="flex" justifyContent="space-between" gap="3" flexWrap="wrap">
        <span>{t('invoices.form.orderLabel', { name: order.ordername, ordernum: order.ordernum })}</span>
        <span data-testid="invoice-request-order-amount">{formatAmount(order.paymentamount)}</span>
      </Checkbox.Label>
    </Checkbox.Root>
  )
}
