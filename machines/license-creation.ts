import { assign, fromPromise, setup } from 'xstate'
import {
  choiceRefusal,
  isLicensableLine,
  machineCodeOf,
  type HeldLicence,
  type LicensableLine,
  type LicenceChoice,
} from '../domain/license-rules'
import { errorText } from './sms-code'

/**
 * What the dialog is opened with: the order lines that may get licences and the customer's valid licences; and, to
 * create a machine's drafts (the licence tab's 'not created' rows), that machine code and those products chosen.
 */
export interface LicenseCreationInput {
  lines: LicensableLine[]
  held: HeldLicence[]
  /** The machine code typed at the start. */
  machineCode?: string
  /** Products chosen at the start; those the rules would refuse now are dropped. */
  chosen?: readonly Pick<LicenceChoice, 'lineId' | 'machinecode'>[]
}

/** POST C_license/makelicense (one), or an item of mutiBatchCreate (several): one licence for one line and machine. */
// A type alias, not an interface: the generated body type has an index signature (additionalProperties).
export type LicenceCreateRequest = {
  machinecode: string
  productid: string
  featureid?: string
  duration: string
  durationunion: string
  ordercode: string
  orderdetailproductid: string
  producttype?: string
}

/** The answer: its msg is the success message. */
export interface LicenceCreateReply {
  msg?: string | null
}

export interface LicenseCreationContext {
  /** The listed lines only (online, paid, licences left, not a dongle product). */
  lines: LicensableLine[]
  held: HeldLicence[]
  /** The machine code as typed; used trimmed. */
  machineCode: string
  /** The products chosen so far, each for the machine code typed when it was ticked. */
  chosen: LicenceChoice[]
  /** The refusal's msg (the server said no) or the answer's msg (created). */
  message: string
}

export type LicenseCreationEvent =
  | { type: 'machineCode.change'; value: string }
  | { type: 'line.toggle'; lineId: string }
  | { type: 'create.confirm' }
  | { type: 'create.batch' }
  | { type: 'warning.accept' }
  | { type: 'warning.cancel' }
  | { type: 'dialog.close' }

/** The request for one chosen product: its line's product, duration and order, and the machine code. */
export function licenceRequest(line: LicensableLine, machinecode: string): LicenceCreateRequest {
  return {
    machinecode,
    productid: line.productid,
    ...(line.featureid ? { featureid: line.featureid } : {}),
    duration: String(line.duration),
    durationunion: line.durationunion,
    ordercode: line.ordercode,
    orderdetailproductid: line.id,
    ...(line.producttype ? { producttype: line.producttype } : {}),
  }
}

/** One request per chosen product, in the order they were ticked. */
export function licenceRequests(context: Pick<LicenseCreationContext, 'lines' | 'chosen'>): LicenceCreateRequest[] {
  return context.chosen.map((choice) => licenceRequest(context.lines.find((line) => line.id === choice.lineId)!, choice.machinecode))
}

/**
 * The choices a dialog starts with, in order, each kept only if it could be ticked now (its line listed, its machine
 * code not empty, not already chosen, and choiceRefusal allows it after the ones kept before it).
 */
export function preloadedChoices(
  lines: readonly LicensableLine[],
  held: readonly HeldLicence[],
  wanted: readonly Pick<LicenceChoice, 'lineId' | 'machinecode'>[],
): LicenceChoice[] {
  const chosen: LicenceChoice[] = []
  for (const choice of wanted) {
    const line = lines.find((each) => each.id === choice.lineId)
    const machinecode = machineCodeOf(choice.machinecode)
    if (!line || chosen.some((each) => each.lineId === line.id && each.machinecode === machinecode)) continue
    if (choiceRefusal(line, machinecode, chosen, held) === null) chosen.push({ lineId: line.id, productid: line.productid, machinecode })
  }
  return chosen
}

const isChosen = (context: LicenseCreationContext, lineId: string): boolean => {
  // No tick is recorded without a machine code (choiceRefusal), so an empty code matches none.
  const machine = machineCodeOf(context.machineCode)
  return context.chosen.some((choice) => choice.lineId === lineId && choice.machinecode === machine)
}

/**
 * The licence creation dialog (portal.md §4 and §5 Licence creation, §8; issue 15): a machine code, then the listed
 * order lines ticked for it (each tick is recorded under the machine code typed then, so several machines can be
 * served at once). A product cannot be ticked without a machine code, twice for one machine (from any row of the
 * same product), where a valid licence exists for that product and machine, or beyond the line's remaining count
 * (domain/license-rules.ts). Creating ('confirm' does nothing without a tick; 'batch create' says '请选择数据')
 * first shows the warning (a licence cannot be revoked or transferred; the machine code must come from the computer
 * that runs the software); cancelling it says '已取消'; accepting it sends once: makeLicense for one, batch for
 * several. A refusal keeps everything chosen; a success shows the answer's msg and offers only closing.
 */
export const licenseCreationMachine = setup({
  types: {} as {
    context: LicenseCreationContext
    events: LicenseCreationEvent
    input: LicenseCreationInput
  },
  // Stryker disable next-line ObjectLiteral: equivalent, holds only the placeholders below
  actors: {
    // Supplied by the dialog with .provide(): POST /api/business/C_license/makelicense
    // Stryker disable next-line all: equivalent, a placeholder the one user of the machine replaces
    makeLicense: fromPromise<LicenceCreateReply, LicenceCreateRequest>(async () => ({})),
    // Supplied by the dialog with .provide(): POST /api/business/C_license/mutiBatchCreate
    // Stryker disable next-line all: equivalent, a placeholder the one user of the machine replaces
    batchCreateLicenses: fromPromise<LicenceCreateReply, LicenceCreateRequest[]>(async () => ({})),
  },
  guards: {
    // The field as it was is no change (a message stays).
    codeChanged: ({ context }, params: { value: string }) => params.value !== context.machineCode,
    isChosen: ({ context }, params: { lineId: string }) => isChosen(context, params.lineId),
    canChoose: ({ context }, params: { lineId: string }) => {
      const line = context.lines.find((each) => each.id === params.lineId)
      return line !== undefined && choiceRefusal(line, context.machineCode, context.chosen, context.held) === null
    },
    hasChoices: ({ context }) => context.chosen.length > 0,
    oneChoice: ({ context }) => context.chosen.length === 1,
  },
  actions: {
    // Supplied by the dialog: the licences and the orders (their licence counts) are out of date.
    notifyCreated: () => {},
    // Supplied by the dialog: its onClose.
    closeDialog: () => {},
    setMachineCode: assign({ machineCode: (_, params: { value: string }) => params.value }),
    choose: assign({
      chosen: ({ context }, params: { lineId: string }) => {
        const line = context.lines.find((each) => each.id === params.lineId)!
        return [...context.chosen, { lineId: line.id, productid: line.productid, machinecode: machineCodeOf(context.machineCode) }]
      },
    }),
    unchoose: assign({
      chosen: ({ context }, params: { lineId: string }) => {
        const machine = machineCodeOf(context.machineCode)
        return context.chosen.filter((choice) => !(choice.lineId === params.lineId && choice.machinecode === machine))
      },
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: equivalent, the id names the machine in docs and reports only
  id: 'licenseCreation',
  context: ({ input }) => {
    const lines = input.lines.filter(isLicensableLine)
    return {
      lines,
      held: input.held,
      machineCode: input.machineCode ?? '',
      chosen: preloadedChoices(lines, input.held, input.chosen ?? []),
      message: '',
    }
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'machineCode.change': {
          guard: { type: 'codeChanged', params: ({ event }) => ({ value: event.value }) },
          target: '.idle',
          actions: { type: 'setMachineCode', params: ({ event }) => ({ value: event.value }) },
        },
        'line.toggle': [
          {
            guard: { type: 'isChosen', params: ({ event }) => ({ lineId: event.lineId }) },
            target: '.idle',
            actions: { type: 'unchoose', params: ({ event }) => ({ lineId: event.lineId }) },
          },
          {
            guard: { type: 'canChoose', params: ({ event }) => ({ lineId: event.lineId }) },
            target: '.idle',
            actions: { type: 'choose', params: ({ event }) => ({ lineId: event.lineId }) },
          },
        ],
        'create.confirm': { guard: 'hasChoices', target: 'warning' },
        'create.batch': [{ guard: 'hasChoices', target: 'warning' }, { target: '.noSelection' }],
        'dialog.close': { target: 'closed', actions: 'closeDialog' },
      },
      states: {
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        idle: { description: 'The machine code and the listed order lines, each with its tick or the reason it cannot be ticked' },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        noSelection: { description: "'请选择数据': batch create with nothing ticked; nothing is sent" },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        cancelled: { description: "'已取消': the warning was cancelled; the ticks are kept" },
        // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, documentation for docs/machines and the viewer
        refused: { description: "The server's msg; the ticks are kept for another try" },
      },
    },
    warning: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'A licence cannot be revoked or transferred; the machine code must come from the computer that runs the software',
      on: {
        'warning.accept': [{ guard: 'oneChoice', target: 'creatingOne' }, { target: 'creatingMany' }],
        'warning.cancel': { target: 'editing.cancelled' },
      },
    },
    creatingOne: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'makelicense for the one ticked product; the dialog stays open until the answer',
      entry: assign({ message: '' }),
      invoke: {
        id: 'makeLicense',
        src: 'makeLicense',
        input: ({ context }) => licenceRequests(context)[0]!,
        onDone: { target: 'created', actions: [assign({ message: ({ event }) => event.output?.msg ?? '' }), 'notifyCreated'] },
        onError: { target: 'editing.refused', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    creatingMany: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'mutiBatchCreate for the ticked products; the dialog stays open until the answer',
      entry: assign({ message: '' }),
      invoke: {
        id: 'batchCreateLicenses',
        src: 'batchCreateLicenses',
        input: ({ context }) => licenceRequests(context),
        onDone: { target: 'created', actions: [assign({ message: ({ event }) => event.output?.msg ?? '' }), 'notifyCreated'] },
        onError: { target: 'editing.refused', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    created: {
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: "The answer's msg as a success; only closing is offered",
      on: { 'dialog.close': { target: 'closed', actions: 'closeDialog' } },
    },
    closed: {
      type: 'final',
      // Stryker disable next-line StringLiteral: equivalent, documentation for docs/machines and the viewer
      description: 'Closed: the tab forgets the dialog',
    },
  },
})
