import { assign, fromPromise, setup } from 'xstate'
import { tokenOf, phonePatternFor, type LoginReply } from './phone-login'
import { errorText } from './sms-code'

/** What the code exchange answers: tokens when the WeChat identity is bound, else only the ids to bind. */
export interface WechatExchangeResult {
  accessToken?: string | null
  userInfo?: unknown
  openid?: string | null
  unionid?: string | null
}

export interface WechatLoginContext {
  qrUrl: string
  code: string
  state: string
  openId: string
  unionId: string
  phone: string
  verCode: string
  /** Server msg of the failure, shown under 'login failed'. */
  message: string
  token: string | null
}

export type WechatLoginEvent =
  | { type: 'qr.refresh' }
  | { type: 'phone.change'; phone: string }
  | { type: 'code.change'; code: string }
  | { type: 'form.submit' }

const hasText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/**
 * WeChat QR login (portal.md §4, storefront.md §4/§8): the QR frame's URL is fetched and shown; the scan brings the
 * browser back with `code` and `state` in the query, which starts the exchange. Tokens back: logged in. Only the
 * ids back: the first scan needs a phone, bound with an SMS code (the sms-code button), then logged in. A failed
 * binding login shows 'login failed'.
 */
export const wechatLoginMachine = setup({
  types: {} as {
    context: WechatLoginContext
    events: WechatLoginEvent
    /** `code` and `state` of the query when the scan brought the browser back to the login page. */
    input: { code?: string; state?: string } | undefined
    output: { token: string | null }
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholders below
  actors: {
    // Placeholders every user of the machine replaces (WechatLoginPanel):
    // POST /api/business/C_customers/render: msg is the URL
    // Stryker disable next-line all: equivalent, a placeholder
    fetchQrUrl: fromPromise<string>(async () => ''),
    // POST /api/business/C_customers/callback {code, state}
    // Stryker disable next-line all: equivalent, a placeholder
    exchangeCode: fromPromise<WechatExchangeResult | null, { code: string; state: string }>(async () => null),
    // POST /api/business/C_customers/loginByWx {phone, verCode, openId, unionId}
    // Stryker disable next-line all: equivalent, a placeholder
    bindLogin: fromPromise<LoginReply, { phone: string; verCode: string; openId: string; unionId: string }>(async () => ({})),
  },
  guards: {
    hasCallback: ({ context }) => context.code !== '' && context.state !== '',
    bound: (_, params: { result: WechatExchangeResult | null | undefined }) => hasText(params.result?.accessToken),
    needsPhone: (_, params: { result: WechatExchangeResult | null | undefined }) =>
      hasText(params.result?.openid) &&
      // Stryker disable next-line OptionalChaining: equivalent, a missing result has no openid, so unionid is not read
      hasText(params.result?.unionid),
    phoneEmpty: ({ context }) => context.phone.trim() === '',
    // Stryker disable next-line StringLiteral: equivalent, every variant but 'retailer' gets the customer pattern
    phoneInvalid: ({ context }) => !phonePatternFor('customer').test(context.phone.trim()),
    codeEmpty: ({ context }) => context.verCode.trim() === '',
    hasToken: (_, params: { reply: LoginReply | undefined }) => tokenOf(params.reply) !== null,
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below, which the UI provides
  actions: {
    // Supplied by the UI: hand the token to the session and leave the login page.
    notifyLoggedIn: (_, _params: { token: string }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'wechatLogin',
  context: ({ input }) => ({
    // Stryker disable next-line StringLiteral: equivalent, the frame shows qrUrl only after fetchQrUrl has set it
    qrUrl: '',
    code: input?.code ?? '',
    state: input?.state ?? '',
    // Stryker disable next-line StringLiteral: equivalent, sent only from binding, which the exchange enters setting it
    openId: '',
    // Stryker disable next-line StringLiteral: equivalent, sent only from binding, which the exchange enters setting it
    unionId: '',
    phone: '',
    verCode: '',
    message: '',
    token: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      // A page opened by the scan must not fetch a new QR: that would replace the state the code belongs to.
      always: [{ guard: 'hasCallback', target: 'exchanging' }, { target: 'loadingQr' }],
    },
    loadingQr: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'QR frame loading',
      invoke: {
        id: 'fetchQrUrl',
        src: 'fetchQrUrl',
        onDone: { target: 'showingQr', actions: assign({ qrUrl: ({ event }) => event.output }) },
        onError: { target: 'qrFailed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    // Stryker disable next-line ObjectLiteral: equivalent, holds only its description
    showingQr: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The QR frame: scan with WeChat (the sandbox sends the whole page back with code and state)',
    },
    qrFailed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The QR could not be loaded; try again',
      on: { 'qr.refresh': 'loadingQr' },
    },
    exchanging: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The scan came back: exchanging the code',
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.code, state: context.state }),
        onDone: [
          {
            guard: { type: 'bound', params: ({ event }) => ({ result: event.output }) },
            target: 'loggedIn',
            actions: [
              assign({ token: ({ event }) => event.output!.accessToken! }),
              { type: 'notifyLoggedIn', params: ({ event }) => ({ token: event.output!.accessToken! }) },
            ],
          },
          {
            guard: { type: 'needsPhone', params: ({ event }) => ({ result: event.output }) },
            target: 'binding',
            actions: assign({ openId: ({ event }) => event.output!.openid!, unionId: ({ event }) => event.output!.unionid! }),
          },
          // The message is still empty: exchanging is entered only on the way in.
          { target: 'failed' },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "'login failed'; a new QR code can be fetched",
      // The scan's code and state are read only on the way in (starting), so a new QR needs nothing cleared.
      on: { 'qr.refresh': 'loadingQr' },
    },
    binding: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "'Tip: first-time QR login requires binding a phone number.' and the phone form",
      initial: 'pristine',
      on: {
        'phone.change': { actions: assign({ phone: ({ event }) => event.phone }) },
        'code.change': { actions: assign({ verCode: ({ event }) => event.code }) },
        'form.submit': [
          { guard: 'phoneEmpty', target: '.phoneRequired' },
          { guard: 'phoneInvalid', target: '.phoneInvalid' },
          { guard: 'codeEmpty', target: '.codeRequired' },
          { target: 'bindingSubmit' },
        ],
      },
      states: {
        pristine: {},
        phoneRequired: {},
        phoneInvalid: {},
        codeRequired: {},
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        failed: { description: "The binding login failed: 'login failed' (and the server msg)" },
      },
    },
    bindingSubmit: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Binding the phone and logging in',
      invoke: {
        id: 'bindLogin',
        src: 'bindLogin',
        input: ({ context }) => ({
          phone: context.phone.trim(),
          verCode: context.verCode.trim(),
          openId: context.openId,
          unionId: context.unionId,
        }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ reply: event.output }) },
            target: 'loggedIn',
            actions: [
              assign({ token: ({ event }) => tokenOf(event.output) }),
              // Stryker disable next-line StringLiteral: equivalent, the hasToken guard has just seen a token
              { type: 'notifyLoggedIn', params: ({ event }) => ({ token: tokenOf(event.output) ?? '' }) },
            ],
          },
          { target: 'binding.failed', actions: assign({ message: '' }) },
        ],
        onError: { target: 'binding.failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token }),
})
