// The contract's refusal text (domain/schema-refusal.ts): what the server writes is what the SPA recognises, and a
// service's own refusal is not mistaken for it (the real server's answers: tests/server/cart.test.ts).
import { describe, expect, it } from 'vitest'
import { isSchemaRefusal, schemaRefusalText } from '../../domain/schema-refusal'

describe('schema refusal text', () => {
  it('is recognised as written, for every part of a request', () => {
    for (const [part, field] of [
      ['body', 'duration'],
      ['body', 'productDetails.0.duration'],
      ['body', ''],
      ['querystring', 'pageSize'],
      ['params', 'id'],
      ['headers', 'content-type'],
      ['request', ''],
    ]) {
      const text = schemaRefusalText(part, field, 'must be <= 999')
      expect(isSchemaRefusal(400, text), text).toBe(true)
    }
    expect(schemaRefusalText('body', 'productDetails.0.duration', 'must be <= 999')).toBe('body.productDetails.0.duration: must be <= 999')
  })

  it('only on a 400, and not for the words of a rule', () => {
    expect(isSchemaRefusal(409, 'body.duration: must be <= 999')).toBe(false)
    expect(isSchemaRefusal(undefined, 'body.duration: must be <= 999')).toBe(false)
    expect(isSchemaRefusal(400, undefined)).toBe(false)
    for (const msg of ['购物车中同一产品的数量不能超过9999', '金额无效: 1e21', '请输入姓名', 'bodyguard: yes', 'body duration: x']) {
      expect(isSchemaRefusal(400, msg), msg).toBe(false)
    }
  })
})
