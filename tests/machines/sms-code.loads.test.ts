import { expect, it } from 'vitest'
import { generateMachinePaths, afterEvent } from '../harness/paths'

// The machine is imported inside a test, not at the top: a change that makes machines/sms-code.ts throw while it
// loads (or its paths fail to generate) fails a test here, where in sms-code.test.tsx it fails the file while
// collecting, which a mutation run (Stryker's Vitest runner) reads as "no test failed".
it('the SMS code machine loads and its paths and 60 s window can be generated', async () => {
  const { smsCodeMachine } = await import('../../machines/sms-code')
  expect(generateMachinePaths(smsCodeMachine).length).toBeGreaterThan(0)
  expect(afterEvent(smsCodeMachine, 'countingDown').type).toMatch(/^xstate\.after\./)
})
