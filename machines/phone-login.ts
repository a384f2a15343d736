import { assign, fromPromise, setup } from 'xstate'
import { MOBILE_NO_6_PATTERN, MOBILE_PATTERN } from '../domain/validation-patterns'
import { errorText } from './sms-code'

export type LoginVariant = 'customer' | 'retailer'

/** A login answer: {code:200, msg:<token>, data:{token}}; the token is read from data. */
export interface LoginReply {
  msg?: string | null
  data?: { token?: string | null } | null
}

export function tokenOf(reply: LoginReply | undefined): string | null {
  const token = reply?.data?.token
  return typeof token === 'string' && token.length > 0 ? token : null
}

/** Customers log in with any 11-digit mobile starting with 1; the reseller pattern excludes 6 as the second digit. */
export function phonePatternFor(variant: LoginVariant): RegExp {
  return new RegExp(variant === 'retailer' ? MOBILE_NO_6_PATTERN : MOBILE_PATTERN)
}

export interface PhoneLoginContext {
  variant: LoginVariant
  phone: string
  code: string
  /** The server msg of a refused login. */
  message: string
  token: string | null
}

export type PhoneLoginEvent = { type: 'phone.change'; phone: string } | { type: 'code.change'; code: string } | { type: 'form.submit' }

/**
 * Phone and SMS code login for customers and resellers (portal.md §4/§5/§8, storefront.md §5). Submitting checks
 * the phone (required, then the pattern) and the code (required) and shows the first failing message; a valid form
 * calls the login. A refused login shows the server msg as a warning; an answer without a token shows '登录失败'.
 */
export const phoneLoginMachine = setup({
  types: {} as {
    context: PhoneLoginContext
    events: PhoneLoginEvent
    input: { variant?: LoginVariant } | undefined
    output: { token: string | null }
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below
  actors: {
    // Supplied by the UI: POST /api/business/C_customers/loginByPhone or /api/business/C_retailers/loginByPhone
    // Stryker disable next-line all: equivalent, a placeholder every user of the machine replaces (PhoneLoginForm)
    login: fromPromise<LoginReply, { variant: LoginVariant; phone: string; verCode: string }>(async () => ({})),
  },
  guards: {
    phoneEmpty: ({ context }) => context.phone.trim() === '',
    phoneInvalid: ({ context }) => !phonePatternFor(context.variant).test(context.phone.trim()),
    codeEmpty: ({ context }) => context.code.trim() === '',
    // Stryker disable next-line ConditionalExpression: equivalent, the guard is used on phone.change only; the type check narrows the event
    phoneEdited: ({ context, event }) => event.type === 'phone.change' && event.phone !== context.phone,
    // Stryker disable next-line ConditionalExpression: equivalent, the guard is used on code.change only; the type check narrows the event
    codeEdited: ({ context, event }) => event.type === 'code.change' && event.code !== context.code,
    hasToken: (_, params: { reply: LoginReply | undefined }) => tokenOf(params.reply) !== null,
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below, which the UI provides
  actions: {
    // Supplied by the UI: hand the token to the session and leave the login page.
    notifyLoggedIn: (_, _params: { token: string }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'phoneLogin',
  context: ({ input }) => ({ variant: input?.variant ?? 'customer', phone: '', code: '', message: '', token: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'pristine',
      on: {
        'phone.change': { actions: assign({ phone: ({ event }) => event.phone }) },
        'code.change': { actions: assign({ code: ({ event }) => event.code }) },
        'form.submit': [
          { guard: 'phoneEmpty', target: '.phoneRequired' },
          { guard: 'phoneInvalid', target: '.phoneInvalid' },
          { guard: 'codeEmpty', target: '.codeRequired' },
          { target: 'submitting' },
        ],
      },
      states: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        pristine: { description: 'The form without a message' },
        // A message about a field goes once that field is edited (it no longer speaks of what is in the box).
        phoneRequired: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "'手机号码不能为空' under the phone",
          on: { 'phone.change': { guard: 'phoneEdited', target: 'pristine', actions: assign({ phone: ({ event }) => event.phone }) } },
        },
        phoneInvalid: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "'please enter a correct phone number' under the phone",
          on: { 'phone.change': { guard: 'phoneEdited', target: 'pristine', actions: assign({ phone: ({ event }) => event.phone }) } },
        },
        codeRequired: {
          // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
          description: "'验证码不能为空' under the code",
          on: { 'code.change': { guard: 'codeEdited', target: 'pristine', actions: assign({ code: ({ event }) => event.code }) } },
        },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        rejected: { description: 'The server msg of the refused login, as a warning' },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        noToken: { description: "'登录失败': the answer had no token" },
      },
    },
    submitting: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Submit button busy',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ variant: context.variant, phone: context.phone.trim(), verCode: context.code.trim() }),
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
          { target: 'editing.noToken' },
        ],
        onError: { target: 'editing.rejected', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    loggedIn: {
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Logged in: the page sends the user on',
    },
  },
  output: ({ context }) => ({ token: context.token }),
})
