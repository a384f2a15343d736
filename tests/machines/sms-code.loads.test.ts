import { expect, it } from 'vitest'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { isSpecMobile, resendScenario, SMS_SAMPLES } from './sms-code-spec'

// The machine is imported inside a test, not at the top: a change that makes machines/sms-code.ts throw while it
// loads, or while sms-code.test.tsx generates its paths (same samples, refusals and scenario), fails a test here;
// in sms-code.test.tsx it fails the file while collecting, which a mutation run (Stryker's Vitest runner) reads as
// "no test failed".
it('the SMS code machine loads and the suite can generate its paths', async () => {
  const { smsCodeMachine } = await import('../../machines/sms-code')
  const paths = generateMachinePaths(smsCodeMachine, {
    samples: SMS_SAMPLES,
    contextKey: (context) => isSpecMobile(context.phone),
    refusals: true,
  })
  expect(paths.length).toBeGreaterThan(0)
  expect(replayPath(machineShape(smsCodeMachine), resendScenario(smsCodeMachine)).steps).toHaveLength(6)
})
