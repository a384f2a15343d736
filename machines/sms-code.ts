import { assign, fromPromise, setup } from 'xstate'
import { isMobile } from '../domain/validation-patterns'

/** What the send-code call answers on success: the server's msg ('发送成功', or 'false' for a refused phone). */
export interface SendCodeReply {
  msg?: string | null
}

export interface SmsCodeContext {
  phone: string
  /** The server's msg of the last answer: success text, or the error of a failed send. */
  message: string
}

export type SmsCodeEvent = { type: 'phone.change'; phone: string } | { type: 'code.send' } | { type: 'dialog.close' }

/** The text of a rejected call: an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (error && typeof error === 'object' && 'msg' in error) return String((error as { msg: unknown }).msg)
  return ''
}

/**
 * SMS code button (storefront.md §4/§5, portal.md §4/§5/§8): sending is allowed only for an 11-digit mobile
 * starting with 1; after a sent code the button counts down a 60 s resend window (one named delay, the seconds
 * shown are computed by the UI from when the window started) and then reads 'resend'. A failed send shows the
 * server msg; a reply msg of 'false' opens the phone dialog and the button stays disabled until the phone changes.
 */
export const smsCodeMachine = setup({
  types: {} as {
    context: SmsCodeContext
    events: SmsCodeEvent
    input: { phone?: string } | undefined
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholder below
  actors: {
    // Supplied by the UI with .provide(): POST /api/business/C_customers/sendVerCode?phone=...
    // Stryker disable next-line all: equivalent, a placeholder every user of the machine replaces (SmsCodeButton)
    sendCode: fromPromise<SendCodeReply, { phone: string }>(async () => ({ msg: '' })),
  },
  guards: {
    phoneValid: ({ context }) => isMobile(context.phone),
    replyFalse: (_, params: { reply: SendCodeReply | undefined }) => params.reply?.msg === 'false',
    phoneChanged: ({ context }, params: { phone: string }) => params.phone !== context.phone,
  },
  actions: {
    setPhone: assign({ phone: (_, params: { phone: string }) => params.phone }),
  },
  delays: {
    resendWindow: 60_000,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'smsCode',
  context: ({ input }) => ({ phone: input?.phone ?? '', message: '' }),
  initial: 'idle',
  on: {
    // The phone field stays editable in every state; only 'blocked' reacts to a new number.
    'phone.change': { actions: { type: 'setPhone', params: ({ event }) => ({ phone: event.phone }) } },
  },
  states: {
    idle: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "'Send code' button, enabled only for a valid mobile",
      on: {
        'code.send': { guard: 'phoneValid', target: 'sending' },
      },
    },
    sending: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Button disabled while the code is being sent',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: [
          {
            guard: { type: 'replyFalse', params: ({ event }) => ({ reply: event.output }) },
            target: 'phoneDialog',
            // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the message shows only while counting down or
            // failed, and both set it on entry
            actions: assign({ message: '' }),
          },
          { target: 'countingDown', actions: assign({ message: ({ event }) => event.output?.msg ?? '' }) },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    countingDown: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Code sent: the button shows the seconds left and is disabled',
      after: { resendWindow: 'resend' },
    },
    resend: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "The button reads 'resend'",
      on: {
        'code.send': { guard: 'phoneValid', target: 'sending' },
      },
    },
    failed: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'The server msg shown as an error; sending again is allowed',
      on: {
        'code.send': { guard: 'phoneValid', target: 'sending' },
      },
    },
    phoneDialog: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "The server answered 'false': the phone dialog is open, the button disabled",
      on: { 'dialog.close': 'blocked' },
    },
    blocked: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Button disabled for this phone; another phone number enables it again',
      on: {
        'phone.change': [
          {
            guard: { type: 'phoneChanged', params: ({ event }) => ({ phone: event.phone }) },
            target: 'idle',
            actions: { type: 'setPhone', params: ({ event }) => ({ phone: event.phone }) },
          },
        ],
      },
    },
  },
})
