import { expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { validateOrderForm } from '../../domain/order-form-rules'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'

// The machine (and the samples, which import it) are imported inside the test: a change that makes
// machines/checkout.ts throw while it loads, or while checkout.test.tsx generates its paths, fails a test here rather
// than the collection of checkout.test.tsx (which a mutation run reads as "no test failed").
it('the checkout machine loads and the suite can generate its paths', async () => {
  const { checkoutMachine } = await import('../../machines/checkout')
  const { CHECKOUT_INPUT, checkoutSamples, PLAIN_FORM } = await import('../../tools/machine-model/samples/checkout')
  const paths = generateMachinePaths(checkoutMachine, {
    input: CHECKOUT_INPUT,
    samples: checkoutSamples,
    contextKey: (context) => [
      validateOrderForm(context.form),
      context.form.isinvoice !== 0,
      context.agreed,
      context.order !== null,
      context.retailer !== null,
    ],
    refusals: true,
  })
  expect(paths.length).toBeGreaterThan(100)
  const [ticked] = checkoutSamples.events['xstate.snapshot.agreementGate']
  const path = replayPath(
    machineShape(checkoutMachine),
    [{ type: 'form.change', values: PLAIN_FORM } as EventObject, { type: 'wizard.next' }, ticked, { type: 'wizard.next' }],
    CHECKOUT_INPUT,
  )
  expect(path.steps.at(-1)?.to.value).toEqual({ checkOrder: 'creatingOrder' })
})
