import { expect, it } from 'vitest'
import { generateMachinePaths } from '../../tools/machine-model/paths'
import { SCAN, WECHAT_SAMPLES, wechatKey } from './wechat-login-spec'

// The machine is imported inside a test: a change that makes machines/wechat-login.ts throw while it loads, or while
// wechat-login.test.tsx generates its paths, fails a test here rather than the collection of that file.
it('the WeChat login machine loads and the suite can generate its paths for both ways the page opens', async () => {
  const { wechatLoginMachine } = await import('../../machines/wechat-login')
  for (const input of [SCAN, {}]) {
    const paths = generateMachinePaths(wechatLoginMachine, { samples: WECHAT_SAMPLES, contextKey: wechatKey, input, refusals: true })
    expect(paths.length).toBeGreaterThan(0)
  }
})
