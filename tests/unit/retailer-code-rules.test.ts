// Reseller code messages (domain/retailer-code-rules.ts): the spec's text, shown by the interface as the server says it.
import { describe, expect, it } from 'vitest'
import { RETAILER_MISMATCH_MSG } from '../../domain/retailer-code-rules'
import { zhCNPortal } from '../../src/i18n/resources/zh-CN-portal'

describe('reseller code messages', () => {
  it("a code that matches nothing: '分销商信息匹配失败' (storefront.md §5), in the interface", () => {
    expect(RETAILER_MISMATCH_MSG).toBe('分销商信息匹配失败')
    expect(zhCNPortal.paystep.retailer.mismatch).toBe(RETAILER_MISMATCH_MSG)
  })
})
