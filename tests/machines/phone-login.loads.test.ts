import { expect, it } from 'vitest'
import { generateMachinePaths } from '../../tools/machine-model/paths'
import { phoneLoginKey, phoneLoginSamples } from './phone-login-spec'

// The machine is imported inside a test: a change that makes machines/phone-login.ts throw while it loads, or while
// phone-login.test.tsx generates its paths, fails a test here rather than the collection of that file.
it('the phone login machine loads and the suite can generate its paths for both logins', async () => {
  const { phoneLoginMachine } = await import('../../machines/phone-login')
  for (const variant of ['customer', 'retailer'] as const) {
    const paths = generateMachinePaths(phoneLoginMachine, {
      samples: phoneLoginSamples(variant),
      contextKey: phoneLoginKey(variant),
      input: { variant },
      refusals: true,
    })
    expect(paths.length).toBeGreaterThan(0)
  }
})
