import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate'
import {
  fieldsOfInvoice,
  invoiceReissueMachine,
  reissueRequest,
  type ReissueFields,
  type ReissueInvoiceInput,
  type InvoiceReissueEvent,
  type ReissueReply,
} from '../../machines/invoice-reissue'
import type { Invoice } from '../../src/api/queries/invoice-queries'
import { ReissueDialog } from '../../src/features/invoices/reissue-dialog'
import { i18n } from '../../src/i18n/i18n'
import { appSystem } from '../../src/theme/app-system'
import { collectedPaths } from '../harness/collected-paths'
import { CoverageRecorder } from '../harness/coverage'
import { executeRecordedPath, testMachinePaths, type HarnessContext, type MachineAdapter } from '../harness/execute'
import { machineShape, replayPath } from '../../tools/machine-model/paths'
import {
  formChange,
  ISSUED_INVOICE,
  NO_ID_INVOICE,
  REISSUE_INPUTS,
  REISSUE_REFUSAL,
  REISSUE_REPLY,
  REISSUE_SAMPLES,
  reissueContextKey,
  VOIDED_INVOICE,
} from '../../tools/machine-model/samples/invoice-reissue'
import {
  FIELD_MESSAGES,
  REISSUE_TEXTS,
  ReissueSpec,
  reissueScenarios,
  type FieldName,
  type ReissueStep,
  type SentBody,
  type SpecFields,
} from './invoice-reissue-spec'
import { refusesPress } from '../support/refuses-press'
import { CREDIT_CODE, CREDIT_CODE_WRONG_CHECK, RESIDENT_ID_WRONG_CHECK } from '../support/taxpayer-numbers'

// The generated paths come from machines/invoice-reissue.ts; what each step must show comes from ReissueSpec
// (tests/machines/invoice-reissue-spec.ts, written from portal.md and the issue), never from the machine's snapshot.
// The shipped ReissueDialog runs as the invoice tab uses it: open while it holds an invoice, onClose forgets it; its
// one call, reissueInvoice of src/api/queries/invoice-queries.ts, is replaced by calls the test answers.

interface PendingCall {
  body: SentBody
  settled: boolean
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

const api = vi.hoisted(() => ({ calls: [] as PendingCall[] }))

vi.mock('../../src/api/queries/invoice-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/queries/invoice-queries')>()),
  reissueInvoice: (body: SentBody) =>
    new Promise((resolve, reject) => {
      api.calls.push({ body, settled: false, resolve, reject })
    }),
}))

void i18n.changeLanguage('zh-CN')

const onClose = vi.fn()
let queryClient = new QueryClient()
let invalidate = vi.spyOn(queryClient, 'invalidateQueries')

/** The invoice list row the tab hands over. */
function rowOf(invoice: ReissueInvoiceInput): Invoice {
  return {
    ...(invoice as Omit<Invoice, 'id'>),
    id: invoice.id as string,
    userid: 'cust-1',
    username: '张三',
    orderid: 'o1,o2',
    ordername: 'SummitMap-订阅',
    approveStatus: 1,
    status: invoice.status as Invoice['status'],
    type: invoice.type as Invoice['type'],
    amount: 1398,
    invoicenum: '24110000000012345678',
  }
}

/**
 * The invoice tab's side: holds the invoice to re-issue and forgets it when the dialog asks to close; or, for the
 * generated paths, keeps it (the dialog must close by itself when the customer closes it).
 */
function Tab({ invoice, dropOnClose }: { invoice: Invoice; dropOnClose: boolean }): React.JSX.Element {
  const [open, setOpen] = useState<Invoice | null>(invoice)
  return (
    <ReissueDialog
      invoice={open}
      onClose={() => {
        onClose()
        if (dropOnClose) setOpen(null)
      }}
    />
  )
}

function renderDialog(invoice: ReissueInvoiceInput, dropOnClose = true): void {
  api.calls.length = 0
  onClose.mockReset()
  queryClient = new QueryClient()
  invalidate = vi.spyOn(queryClient, 'invalidateQueries')
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={appSystem}>
          <Tab invoice={rowOf(invoice)} dropOnClose={dropOnClose} />
        </ChakraProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

const dialog = (): HTMLElement | null => screen.queryByTestId('reissue-dialog')
const input = (name: string): HTMLInputElement | null => screen.queryByTestId<HTMLInputElement>(`reissue-${name}`)
const FIELDS: FieldName[] = ['company', 'ratenumber', 'address', 'phone', 'email', 'banknum']

/** What the user must see now, what was sent and what the tab was told, per the specification model. */
function expectShown(spec: ReissueSpec): void {
  const where = `(${spec.view})`
  expect(
    api.calls.map((call) => call.body),
    `requests sent ${where}`,
  ).toEqual(spec.sent)
  expect(
    api.calls.filter((call) => !call.settled),
    `request running ${where}`,
  ).toHaveLength(spec.view === 'sending' ? 1 : 0)
  expect(invalidate.mock.calls, `refreshed ${where}`).toEqual(
    Array.from({ length: spec.accepted }, () => [[{ queryKey: ['invoices'] }], [{ queryKey: ['orders'] }]]).flat(),
  )
  expect(onClose, `asked to close ${where}`).toHaveBeenCalledTimes(spec.closes)
  if (spec.view === 'closed') {
    // Closing (Chakra unmounts it when its exit animation ends).
    expect(dialog()?.dataset.state ?? 'closed', 'the dialog closes').toBe('closed')
    return
  }
  expect(dialog(), 'the dialog is open').not.toBeNull()
  // The invoice being corrected and the red-letter process.
  expect(screen.getByTestId('reissue-original-number').textContent).toBe('24110000000012345678')
  expect(screen.getByTestId('reissue-original-title').textContent).toBe(spec.invoice.company?.trim() || '张三')
  expect(screen.getByTestId('reissue-original-amount').textContent).toBe('1398.00')
  expect(screen.getByTestId('reissue-red-letter').textContent).toBe(REISSUE_TEXTS.redLetter)
  const alert = screen.getByTestId('reissue-message')
  expect(alert.getAttribute('role')).toBe('alert')
  expect(alert.textContent, `message ${where}`).toBe(spec.message?.kind === 'error' ? spec.message.text : '')
  if (spec.view === 'done') {
    const success = screen.getByRole('status')
    expect(success.textContent, 'success message').toBe(spec.message?.text)
    // Only closing is offered.
    expect(input('kind'), 'no form after success').toBeNull()
    expect(screen.queryByTestId('reissue-submit'), 'no submit after success').toBeNull()
    expect(screen.queryByTestId('reissue-cancel'), 'no cancel after success').toBeNull()
    expect(document.activeElement, 'focus on the close button').toBe(screen.getByTestId('reissue-done'))
    return
  }
  expect(screen.queryByRole('status'), `no success ${where}`).toBeNull()
  expect(input('kind')!.value, 'invoice kind').toBe(String(spec.fields.kind))
  for (const name of FIELDS) {
    const field = input(name)
    if (name === 'company' && spec.fields.kind === 1) {
      expect(field, 'no company on a personal invoice').toBeNull()
      continue
    }
    expect(field?.value, `${name} ${where}`).toBe(spec.fields[name])
    const error = screen.queryByTestId(`reissue-${name}-error`)
    expect(error?.textContent ?? null, `${name} error ${where}`).toBe(spec.errors[name] ?? null)
    expect(field!.getAttribute('aria-invalid'), `${name} aria-invalid`).toBe(spec.errors[name] ? 'true' : null)
    // Unchangeable while sent, yet never disabled: the Enter that sent the form keeps its field's focus.
    expect([field!.readOnly, field!.disabled], `${name} read-only ${where}`).toEqual([spec.view === 'sending', false])
    // An error is linked to its field and announced.
    if (error) {
      expect(field!.getAttribute('aria-describedby')?.split(' '), `${name} described by its error`).toContain(error.id)
      expect(error.getAttribute('aria-live')).toBe('polite')
    }
  }
  expect(screen.getByText(spec.fields.kind === 1 ? '身份证号' : '纳税人识别号')).toBeTruthy()
  expect(input('remark')!.value, 'remark').toBe(spec.fields.remark)
  expect([input('remark')!.readOnly, input('remark')!.disabled], `remark read-only ${where}`).toEqual([spec.view === 'sending', false])
  const submit = screen.getByTestId<HTMLButtonElement>('reissue-submit')
  expect(refusesPress(submit), `submit disabled ${where}`).toBe(spec.view === 'sending')
  expect(submit.textContent, `submit label ${where}`).toContain(spec.view === 'sending' ? REISSUE_TEXTS.submitting : REISSUE_TEXTS.submit)
  expect(screen.getByTestId<HTMLButtonElement>('reissue-close').disabled, `close disabled ${where}`).toBe(spec.view === 'sending')
}

function specStepOf(step: HarnessContext['stepsSoFar'][number]): ReissueStep {
  const event = step.event as EventObject & { values?: Partial<SpecFields>; output?: { msg?: string }; error?: unknown }
  if (step.kind === 'actor.done') return { type: 'reply', output: event.output }
  if (step.kind === 'actor.error') return { type: 'fail', error: event.error }
  if (event.type === 'form.change') return { type: 'edit', values: event.values ?? {} }
  if (event.type === 'reissue.submit') return { type: 'submit' }
  return { type: 'close' }
}

/** Types into the field of each value, as the user does. */
function typeValues(values: Partial<ReissueFields>): void {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(input(name)!, { target: { value: String(value) } })
  }
}

const latestCall = (): PendingCall => {
  const call = api.calls.filter((each) => !each.settled).at(-1)
  if (!call) throw new Error('No running reissueInvoice call')
  call.settled = true
  return call
}

function adapterFor(invoice: ReissueInvoiceInput): MachineAdapter<typeof invoiceReissueMachine> {
  let spec = new ReissueSpec(invoice)
  let seen = 0
  const specFor = (ctx: HarnessContext): ReissueSpec => {
    for (const step of ctx.stepsSoFar.slice(seen)) spec.apply(specStepOf(step))
    seen = ctx.stepsSoFar.length
    return spec
  }
  return {
    input: { invoice },
    samples: REISSUE_SAMPLES,
    contextKey: reissueContextKey,
    render: () => {
      spec = new ReissueSpec(invoice)
      seen = 0
      renderDialog(invoice, false)
    },
    events: {
      'form.change': (event) => typeValues(event.values),
      'reissue.submit': () => {
        fireEvent.click(screen.getByTestId('reissue-submit'))
      },
      // The cancel button, the close button in the corner and Escape take turns; after success, its close button.
      'dialog.close': (_, ctx) => {
        const turn = ctx.stepsSoFar.length % 3
        if (turn === 0) fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
        else if (turn === 1) fireEvent.click(screen.getByTestId('reissue-close'))
        else fireEvent.click(screen.queryByTestId('reissue-cancel') ?? screen.getByTestId('reissue-done'))
      },
    },
    settle: {
      reissueInvoice: {
        done: (output) => latestCall().resolve(output),
        error: (error) => latestCall().reject(error),
      },
    },
    readState: () => dialog()?.dataset.machineState,
    // Every state is judged by the specification alone.
    states: { '*': (ctx) => expectShown(specFor(ctx)) },
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

type Action = ReissueStep | { type: 'escape' } | { type: 'submitForm' }

/** Drives the shipped dialog through hand-written steps, checking after each one what the specification shows. */
async function runSpecScenario(invoice: ReissueInvoiceInput, actions: Action[]): Promise<void> {
  const model = new ReissueSpec(invoice)
  renderDialog(invoice)
  await act(flush)
  expectShown(model)
  for (const [index, action] of actions.entries()) {
    await act(async () => {
      switch (action.type) {
        case 'edit':
          typeValues(action.values as Partial<ReissueFields>)
          break
        case 'submit':
          fireEvent.click(screen.getByTestId('reissue-submit'))
          break
        case 'submitForm':
          // Enter in a field submits the form, whatever the button shows.
          fireEvent.submit(screen.getByTestId('reissue-kind').closest('form')!)
          break
        case 'reply':
          latestCall().resolve(action.output)
          break
        case 'fail':
          latestCall().reject(action.error)
          break
        case 'close':
          fireEvent.click(screen.queryByTestId('reissue-cancel') ?? screen.getByTestId('reissue-done'))
          break
        case 'escape':
          fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
      }
      await flush()
    })
    model.apply(action.type === 'escape' ? { type: 'close' } : action.type === 'submitForm' ? { type: 'submit' } : action)
    try {
      expectShown(model)
    } catch (error) {
      throw new Error(`after step ${index + 1} ${JSON.stringify(action)}: ${(error as Error).message}`, { cause: error })
    }
  }
}

describe('re-issue dialog against the specification (hand-written paths)', () => {
  afterEach(cleanup)

  it("says '数据错误' and sends nothing for an invoice without an id, whatever is typed", () =>
    runSpecScenario({ ...ISSUED_INVOICE, id: undefined }, [
      { type: 'submit' },
      { type: 'edit', values: { email: 'bad' } },
      { type: 'submit' },
      { type: 'edit', values: { remark: '抬头有误' } },
      { type: 'submitForm' },
      { type: 'close' },
    ]))

  it('says the title is unchanged and sends nothing until a reason is typed or the title corrected', async () => {
    await runSpecScenario(ISSUED_INVOICE, [
      { type: 'submit' },
      { type: 'edit', values: { company: ' 华东测绘有限公司 ', ratenumber: '91110000ma01abcd2q' } },
      { type: 'submit' },
      { type: 'edit', values: { remark: '开票内容有误' } },
      { type: 'submit' },
      { type: 'fail', error: REISSUE_REFUSAL },
      { type: 'edit', values: { remark: ' ' } },
      { type: 'submit' },
      { type: 'edit', values: { email: 'caiwu@hdmap.cn' } },
      { type: 'submit' },
      { type: 'reply', output: REISSUE_REPLY },
    ])
  })

  it('treats a blank id as none, and refuses a not yet issued or voided invoice before checking the title', async () => {
    await runSpecScenario({ ...ISSUED_INVOICE, id: '   ' }, [{ type: 'submit' }])
    cleanup()
    await runSpecScenario({ ...ISSUED_INVOICE, status: 0, email: '' }, [
      { type: 'submit' },
      { type: 'edit', values: { email: 'caiwu@hdmap.cn' } },
      { type: 'submit' },
    ])
    cleanup()
    await runSpecScenario({ ...VOIDED_INVOICE, status: null }, [{ type: 'submit' }, { type: 'escape' }])
  })

  it('opens a special invoice as one and sends the corrected, trimmed title with the remark', () =>
    runSpecScenario(
      {
        ...ISSUED_INVOICE,
        type: 1,
        company: ' 华东测绘有限公司 ',
        ratenumber: '91110000ma01abcd2q',
        address: '北京市海淀区',
        phone: '010-88886666',
        banknum: '中国银行 6217',
      },
      [
        { type: 'edit', values: { company: '  华东测绘科技有限公司  ', remark: '  公司更名 ' } },
        { type: 'submit' },
        { type: 'submit' },
        { type: 'submitForm' },
        { type: 'escape' },
        { type: 'reply', output: { msg: '已提交重开申请' } },
        { type: 'close' },
      ],
    ))

  it('shows each failing field of a special invoice in the title rules, and each error goes as it is corrected', () =>
    runSpecScenario({ ...ISSUED_INVOICE, phone: '12345' }, [
      { type: 'edit', values: { kind: 3 } },
      { type: 'edit', values: { company: ' ', ratenumber: '' } },
      { type: 'submit' },
      { type: 'edit', values: { company: '华东测绘有限公司' } },
      { type: 'edit', values: { kind: 1 } },
      { type: 'edit', values: { ratenumber: '11010519491231002X' } },
      { type: 'edit', values: { phone: '' } },
      { type: 'edit', values: { kind: 3 } },
      { type: 'submit' },
      { type: 'edit', values: { address: '上海市', phone: '13800138000' } },
      { type: 'edit', values: { banknum: '工商银行 1001' } },
      // The ID number typed for the personal kind is no taxpayer number of the special invoice.
      { type: 'edit', values: { ratenumber: CREDIT_CODE } },
      { type: 'submit' },
      { type: 'fail', error: REISSUE_REFUSAL },
      { type: 'edit', values: { kind: 2 } },
      { type: 'submit' },
      { type: 'reply', output: undefined },
    ]))

  it("refuses a taxpayer or ID number not of its kind's format under its box, sends nothing, and lets it be corrected", () =>
    runSpecScenario(ISSUED_INVOICE, [
      { type: 'edit', values: { ratenumber: CREDIT_CODE_WRONG_CHECK } },
      { type: 'submit' },
      { type: 'edit', values: { kind: 1 } },
      { type: 'edit', values: { ratenumber: RESIDENT_ID_WRONG_CHECK } },
      { type: 'submit' },
      { type: 'edit', values: { ratenumber: ' e12345678 ' } },
      { type: 'submit' },
      { type: 'reply', output: undefined },
    ]))

  it('lists the expected messages per field (the title rules written out)', () => {
    const spec = new ReissueSpec({ ...ISSUED_INVOICE, type: 1, company: '', ratenumber: '', email: 'x@y', phone: '123' })
    spec.apply({ type: 'submit' })
    expect(spec.errors).toEqual({
      company: FIELD_MESSAGES.company,
      ratenumber: FIELD_MESSAGES.taxNumber,
      address: FIELD_MESSAGES.address,
      phone: FIELD_MESSAGES.phone,
      email: FIELD_MESSAGES.email,
      banknum: FIELD_MESSAGES.bank,
    })
    expect(spec.sent).toEqual([])
    spec.apply({ type: 'edit', values: { ratenumber: CREDIT_CODE_WRONG_CHECK } })
    expect(spec.errors.ratenumber).toBe('请输入正确的纳税人识别号')
    spec.apply({ type: 'edit', values: { kind: 1, ratenumber: RESIDENT_ID_WRONG_CHECK } })
    expect(spec.errors.ratenumber).toBe('请输入正确的身份证号或证件号码')
  })

  it('starts afresh when the tab opens it again, and a refetched row of the open invoice keeps what is typed', async () => {
    renderDialog(ISSUED_INVOICE)
    await act(flush)
    await act(async () => {
      typeValues({ remark: '第一次' })
      fireEvent.click(screen.getByTestId('reissue-submit'))
      await flush()
    })
    await act(async () => {
      latestCall().resolve(REISSUE_REPLY)
      await flush()
    })
    expect(screen.getByRole('status').textContent).toBe(REISSUE_REPLY.msg)
    cleanup()
    // A host that can reopen and refresh the row.
    let setRow: (invoice: Invoice | null) => void = () => {}
    function Host(): React.JSX.Element {
      const [row, set] = useState<Invoice | null>(rowOf(ISSUED_INVOICE))
      setRow = set
      return <ReissueDialog invoice={row} onClose={() => set(null)} />
    }
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ChakraProvider value={appSystem}>
            <Host />
          </ChakraProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    )
    await act(flush)
    await act(async () => {
      typeValues({ remark: '公司更名' })
      setRow({ ...rowOf(ISSUED_INVOICE), amount: 1398 })
      await flush()
    })
    expect(input('remark')!.value).toBe('公司更名')
    await act(async () => {
      fireEvent.click(screen.getByTestId('reissue-cancel'))
      await flush()
    })
    expect(dialog()?.dataset.state ?? 'closed').toBe('closed')
    await act(async () => {
      setRow(rowOf(ISSUED_INVOICE))
      await flush()
    })
    expect(input('remark')!.value).toBe('')
    expect(dialog()!.dataset.machineState).toBe('editing.idle')
  })
})

describe('invoice re-issue machine outside the UI', () => {
  it('prefills the title from the row and builds the body from the trimmed form', () => {
    expect(fieldsOfInvoice({ type: 0, company: null })).toEqual({
      kind: 1,
      company: '',
      ratenumber: '',
      address: '',
      phone: '',
      email: '',
      banknum: '',
      remark: '',
    })
    expect(fieldsOfInvoice({ ...ISSUED_INVOICE, type: 1 }).kind).toBe(3)
    expect(fieldsOfInvoice(ISSUED_INVOICE).kind).toBe(2)
    const fields = { ...fieldsOfInvoice(ISSUED_INVOICE), kind: 1 as const, ratenumber: ' 11010519491231002x ', remark: ' 个人 ' }
    expect(reissueRequest({ invoiceId: 'inv-1', fields })).toEqual({
      id: 'inv-1',
      remark: '个人',
      type: 0,
      company: '',
      ratenumber: '11010519491231002X',
      address: '',
      phone: '',
      email: 'finance@hdmap.cn',
      banknum: '',
    })
  })

  it('starts without a message or errors, and a missing status counts as not issued', async () => {
    const reissue = vi.fn(async (): Promise<ReissueReply> => ({ msg: 'ok' }))
    const actor = createActor(invoiceReissueMachine.provide({ actors: { reissueInvoice: fromPromise(reissue) } }), {
      input: { invoice: { ...ISSUED_INVOICE, status: undefined } },
    }).start()
    expect(actor.getSnapshot().context).toEqual({
      invoiceId: 'inv-1',
      status: null,
      original: {
        kind: 2,
        company: '华东测绘有限公司',
        ratenumber: ISSUED_INVOICE.ratenumber,
        address: '',
        phone: '',
        email: 'finance@hdmap.cn',
        banknum: '',
      },
      fields: fieldsOfInvoice(ISSUED_INVOICE),
      errors: {},
      message: '',
    })
    actor.send({ type: 'reissue.submit' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'notIssued' })
    expect(reissue).not.toHaveBeenCalled()
    actor.stop()
  })

  it('answers with the msg, clears an earlier refusal when sending again, and cannot be closed while sending', async () => {
    let fail = true
    const actor = createActor(
      invoiceReissueMachine.provide({
        actors: {
          reissueInvoice: fromPromise(async (): Promise<ReissueReply> => {
            if (fail) throw REISSUE_REFUSAL
            return { msg: null }
          }),
        },
      }),
      { input: REISSUE_INPUTS.issued },
    ).start()
    actor.send({ type: 'form.change', values: { remark: '抬头有误' } })
    actor.send({ type: 'reissue.submit' })
    let snapshot = await waitFor(actor, (s) => !s.matches('submitting'))
    expect(snapshot.value).toEqual({ editing: 'refused' })
    expect(snapshot.context.message).toBe(REISSUE_REFUSAL.message)
    fail = false
    actor.send({ type: 'reissue.submit' })
    expect(actor.getSnapshot().context.message).toBe('')
    actor.send({ type: 'dialog.close' })
    expect(actor.getSnapshot().value).toBe('submitting')
    snapshot = await waitFor(actor, (s) => s.matches('reissued'))
    expect(snapshot.context.message).toBe('')
    actor.stop()
  })
})

describe('a re-issue needs a cause', () => {
  const change = (values: Partial<ReissueFields>): InvoiceReissueEvent => ({ type: 'form.change', values })
  const submitted = (events: InvoiceReissueEvent[]) => {
    const reissue = vi.fn(async (): Promise<ReissueReply> => ({ msg: 'ok' }))
    const actor = createActor(invoiceReissueMachine.provide({ actors: { reissueInvoice: fromPromise(reissue) } }), {
      input: REISSUE_INPUTS.issued,
    }).start()
    for (const event of events) actor.send(event)
    actor.send({ type: 'reissue.submit' })
    const value = actor.getSnapshot().value
    actor.stop()
    return { value, sent: reissue.mock.calls.length }
  }

  it('sends nothing while the title is as issued and the reason blank, spaces and letter case included', () => {
    const withoutCause = { value: { editing: 'withoutCause' }, sent: 0 }
    expect(submitted([])).toEqual(withoutCause)
    expect(submitted([change({ company: ' 华东测绘有限公司 ', ratenumber: '91110000ma01abcd2q', remark: '   ' })])).toEqual(withoutCause)
    // Changed and changed back.
    expect(submitted([change({ email: 'caiwu@hdmap.cn' }), change({ email: 'finance@hdmap.cn' })])).toEqual(withoutCause)
  })

  it('sends a changed title without a reason, or the same title with one', () => {
    expect(submitted([change({ email: 'caiwu@hdmap.cn' })]).value).toBe('submitting')
    expect(submitted([change({ kind: 3, address: '上海市', phone: '13800138000', banknum: '工商银行 1001' })]).value).toBe('submitting')
    expect(submitted([change({ remark: '开票内容有误' })]).value).toBe('submitting')
  })
})

// The generated paths run after the hand-written ones: a mutation run stops at the first failing test.
// One coverage record for the three ways the dialog opens: an issued invoice, one without an id, a voided one.
const recorder = new CoverageRecorder(invoiceReissueMachine)
const shape = machineShape(invoiceReissueMachine)

describe('re-issue dialog opened for an invoice without an id, or a voided one', () => {
  const runs: Array<[ReissueInvoiceInput, EventObject[]]> = [
    [NO_ID_INVOICE, [{ type: 'reissue.submit' }, formChange({ email: 'finance@' }), { type: 'reissue.submit' }, { type: 'dialog.close' }]],
    [VOIDED_INVOICE, [{ type: 'reissue.submit' }, formChange({ kind: 3 }), { type: 'reissue.submit' }, { type: 'dialog.close' }]],
  ]
  for (const [invoice, events] of runs) {
    const name = invoice.id === '' ? 'no id' : 'voided'
    for (const path of collectedPaths(name, () => [replayPath(shape, events, { invoice })]))
      it(`${name}: ${path.description}`, () => executeRecordedPath(invoiceReissueMachine, adapterFor(invoice), path, recorder))
  }
})

testMachinePaths({ machine: invoiceReissueMachine, adapter: adapterFor(ISSUED_INVOICE), recorder, scenarios: reissueScenarios() })
