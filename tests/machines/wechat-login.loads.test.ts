import { expect, it } from 'vitest'
import { CoverageRecorder } from '../harness/coverage'
import { generateMachinePaths, machineShape, replayPath } from '../../tools/machine-model/paths'
import { SCAN, WECHAT_SAMPLES } from '../../tools/machine-model/samples/wechat-login'
import { wechatKey, wechatScanScenario } from './wechat-login-spec'

// The machine is imported inside a test: a change that makes machines/wechat-login.ts throw while it loads, or while
// wechat-login.test.tsx generates and replays its paths, fails a test here; there it fails the collection, which a
// mutation run reads as "no test failed".
it('the WeChat login machine loads and the suite can generate and replay its paths for both ways the page opens', async () => {
  const { wechatLoginMachine } = await import('../../machines/wechat-login')
  new CoverageRecorder(wechatLoginMachine)
  for (const input of [SCAN, {}]) {
    const paths = generateMachinePaths(wechatLoginMachine, { samples: WECHAT_SAMPLES, contextKey: wechatKey, input, refusals: true })
    expect(paths.filter((path) => path.steps.length > 0).length).toBeGreaterThan(1)
  }
  const scenario = wechatScanScenario()
  expect(replayPath(machineShape(wechatLoginMachine), scenario, SCAN).steps).toHaveLength(scenario.length)
})
