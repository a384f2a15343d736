// The contract: lint-clean, every call of both spec documents present, shared rules identical to domain.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createConfig, lint } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import {
  FEEDBACK_MAX_LENGTH,
  INVOICE_TITLE_MAX_LENGTH,
  LINE_MAX_DURATION,
  LINE_MAX_NUMBER,
  LINE_MIN_DURATION,
  LINE_MIN_NUMBER,
  MACHINE_CODE_MAX_LENGTH,
  PROFILE_MAX_LENGTH,
  RETAILER_COUNT_MAX,
  TRIAL_REQUEST_MAX_LENGTH,
} from '../../domain/limits'
import { GATEWAY_NOTIFICATIONS } from '../support/gateway-notifications'
import { SOCIAL_CREDIT_CODE_LENGTH, SOCIAL_CREDIT_CODE_PATTERN } from '../../domain/social-credit-code'
import { RATENUMBER_MAX_LENGTH } from '../../domain/taxpayer-number'
import { EMAIL_PATTERN, MOBILE_PATTERN, PHONE_OR_LANDLINE_PATTERN, SMS_CODE_PATTERN, TEXT_PATTERN } from '../../domain/validation-patterns'
import { OPENAPI_PATH, listOperations, loadOpenApi } from '../support/openapi-document'

// Section 7 of storefront.md and portal.md, as written there (method and path).
const SPEC_CALLS = [
  'POST /api/oauth/Login',
  'GET /api/oauth/Logout',
  'POST /api/business/C_customers/sendVerCode',
  'POST /api/business/C_customers/checkVerCode',
  'POST /api/business/C_customers/loginByPhone',
  'POST /api/business/C_retailers/loginByPhone',
  'POST /api/business/C_customers/loginByWx',
  'POST /api/business/C_customers/render',
  'POST /api/business/C_customers/callback',
  'GET /api/business/C_customers/userinfo',
  'GET /api/business/C_retailers/userinfo',
  'GET /api/business/C_customers/byPhone/{phone}',
  'PUT /api/business/C_customers/{id}',
  'POST /api/business/C_productmes/getList',
  'POST /api/business/C_productfunctions/getList',
  'POST /api/business/C_problems/getList',
  'POST /api/business/C_cart/getList',
  'POST /api/business/C_cart',
  'PUT /api/business/C_cart/{id}',
  'DELETE /api/business/C_cart/{id}',
  'DELETE /api/business/C_cart/batchRemove/{ids}',
  'POST /api/business/C_orderManage',
  'POST /api/pay/ali/toPay',
  'POST /api/cmbpay/createQrCode',
  'POST /api/business/C_invoice',
  'POST /api/business/C_retailers/getList',
  'POST /api/business/C_orderDetail/getList',
  'GET /api/business/C_license/downloadFile',
  'POST /api/business/C_leftMes',
  'POST /api/business/BaseFeedback',
  'POST /api/business/C_customers/getOrderListWithStatus',
  'GET /api/business/C_orderManage/detail/{id}',
  'POST /api/business/C_orderManage/getorderDetailList',
  'POST /api/business/C_contracts/getList',
  'GET /api/business/C_contracts/detail/{id}',
  'POST /api/business/C_invoice/getList',
  'GET /api/business/C_invoice/detail/{id}',
  'POST /api/business/C_invoice/reInvoice',
  'GET /api/file/Download/annex/{fileId}',
  'POST /api/business/C_license/getList',
  'POST /api/business/C_orderManage/getlicenseList',
  'POST /api/business/C_production/getList',
  'POST /api/business/C_license/makelicense',
  'POST /api/business/C_license/mutiBatchCreate',
  'POST /api/business/C_license/makeLabStart',
  'POST /api/business/C_license/applyLicense',
  'POST /api/business/C_permitcode/getList',
  'GET /api/business/C_license/phoneList/{phone}',
  'GET /api/business/C_license/Download/{id}',
  'POST /api/business/C_retailLevel/getNpList',
  'GET /api/business/C_retailers/detail/{id}',
  'POST /api/business/C_companyMes/getList',
  'POST /api/business/C_vipappreciation/getList',
  'POST /api/example/C_elsevideo/getList',
  'POST /api/business/C_vipsoftware/getList',
  'POST /api/business/C_trialversion/getList',
  'POST /api/business/C_supportEssay/getList',
  'GET /api/business/C_supportEssay/detail/{id}',
  'POST /api/business/C_supportModule/getList',
  'GET /api/business/Forum_modules/getNoPageList',
  'GET /api/business/Forum_modules/{id}',
  'POST /api/business/Forum_posts/getListByUser',
  'GET /api/business/Forum_posts/detailPost',
  'POST /api/business/Forum_posts',
  'DELETE /api/business/Forum_posts/{id}',
  'PUT /api/Business/ForumPosts/{id}',
  'POST /api/business/Forum_comments',
  'POST /api/business/Forum_comments/getList',
  'GET /api/business/Forum_comments/GetComment',
  'PUT /api/Business/ForumComments/{id}',
  'DELETE /api/business/Forum_comments/{id}',
  'POST /api/business/Forum_reply',
  'PUT /api/Business/ForumReply/{id}',
  'DELETE /api/business/Forum_reply/{id}',
  'POST /api/Business/ForumUserfocus/{id}',
  'DELETE /api/Business/ForumUserfocus/{id}',
  'POST /api/Business/ForumCollect/{id}',
  'GET /api/Business/ForumCollect/{id}',
  'DELETE /api/Business/ForumCollect/{id}',
  'POST /api/Business/ForumLike/{id}',
  'DELETE /api/Business/ForumLike/{id}',
]

// Calls whose path the specs do not show; the paths we chose are recorded in docs/decisions.md.
const CHOSEN_CALLS = {
  listProducts: 'GET /api/business/C_productmes',
  listProductDetailSections: 'GET /api/business/C_productdetails',
  listSoftwareDownloads: 'GET /api/business/C_softwaredownload',
  listContactInfo: 'GET /api/business/C_contactinfo',
  createPaymentQrCode: 'POST /api/pay/wx/createQrCode',
  queryPaymentStatus: 'POST /api/pay/wx/queryPayStatus',
  getOrderPaymentState: 'GET /api/business/C_orderManage/status/{id}',
  listUpdateNotes: 'POST /api/business/C_softwareupdate/getList',
  listSoftwareDocuments: 'POST /api/business/C_softwaredocument/getList',
  listKnowledgeModules: 'POST /api/business/C_knowledgeModule/getList',
  listKnowledgeEssays: 'POST /api/business/C_knowledgeEssay/getList',
  getKnowledgeEssay: 'GET /api/business/C_knowledgeEssay/detail/{id}',
  getWechatLoginUrl: 'POST /api/business/C_customers/render',
  exchangeWechatCode: 'POST /api/business/C_customers/callback',
  loginByWechatBinding: 'POST /api/business/C_customers/loginByWx',
  loginCustomerByPhone: 'POST /api/business/C_customers/loginByPhone',
}

const document = loadOpenApi()
const operations = listOperations(document)
const byCall = new Map(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry]))

describe('openapi.yaml', () => {
  it('passes the Redocly linter (recommended rules) without errors or warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lint({ ref: OPENAPI_PATH, config })
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer}`)).toEqual([])
  })

  it('is OpenAPI 3.1 with unique, non-empty operationIds and a summary on every operation', () => {
    expect(document.openapi).toMatch(/^3\.1\./)
    const ids = operations.map((entry) => entry.operationId)
    expect(ids.every((id) => typeof id === 'string' && id.length > 2)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(operations.filter((entry) => !entry.operation.summary)).toEqual([])
  })

  it.each(SPEC_CALLS)('holds the spec call %s', (call) => {
    expect(byCall.has(call)).toBe(true)
  })

  it.each(Object.entries(CHOSEN_CALLS))('binds %s to the chosen path %s', (operationId, call) => {
    expect(byCall.get(call)?.operationId).toBe(operationId)
  })

  it('accepts the timestamp n on every operation and declares security explicitly or by default', () => {
    const missingN = operations.filter(
      (entry) => !(entry.operation.parameters ?? []).some((p: { $ref?: string }) => p.$ref === '#/components/parameters/n'),
    )
    expect(missingN.map((entry) => entry.operationId)).toEqual([])
    expect(document.security).toEqual([{ bearer: [] }])
  })

  it('answers the envelope on success and on failure for every operation', () => {
    for (const entry of operations) {
      const responses = entry.operation.responses
      const gateway = GATEWAY_NOTIFICATIONS[entry.operationId]
      if (gateway) {
        // A gateway's notify URL answers in the gateway's own format (tests/support/gateway-notifications.ts).
        expect(responses[gateway.success], entry.operationId).toBeDefined()
        for (const range of ['4XX', '5XX'])
          expect(responses[range]?.content?.['application/json']?.schema?.$ref, entry.operationId).toBe(gateway.failureSchema)
        continue
      }
      expect(responses['4XX']?.$ref, entry.operationId).toBe('#/components/responses/Error')
      expect(responses['200'], entry.operationId).toBeDefined()
    }
    const envelope = document.components.schemas.Envelope
    expect(envelope.required).toEqual(['code', 'msg'])
    expect(Object.keys(document.components.schemas.Pagination.properties)).toEqual(['currentPage', 'pageSize', 'total'])
  })

  it('carries the validation rules of domain exactly', () => {
    const schemas = document.components.schemas
    expect(schemas.Mobile.pattern).toBe(MOBILE_PATTERN)
    expect(schemas.PhoneOrLandline.pattern).toBe(PHONE_OR_LANDLINE_PATTERN)
    expect(schemas.Email.pattern).toBe(EMAIL_PATTERN)
    expect(schemas.CartItemInput.properties.number.maximum).toBe(LINE_MAX_NUMBER)
    expect(schemas.OrderProductLine.properties.number.maximum).toBe(LINE_MAX_NUMBER)
    for (const line of [schemas.CartItemInput, schemas.OrderProductLine]) {
      expect([line.properties.duration.minimum, line.properties.duration.maximum]).toEqual([LINE_MIN_DURATION, LINE_MAX_DURATION])
      expect(line.properties.number.minimum).toBe(LINE_MIN_NUMBER)
    }
    expect(schemas.OrderPayload.properties.retailcount.maximum).toBe(RETAILER_COUNT_MAX)
    expect(schemas.SmsCode.pattern).toBe(SMS_CODE_PATTERN)
    expect(schemas.FeedbackInput.properties.feedback.maxLength).toBe(FEEDBACK_MAX_LENGTH)
    expect(schemas.LicenceRequest.properties.machinecode.maxLength).toBe(MACHINE_CODE_MAX_LENGTH)
    for (const [field, max] of Object.entries(TRIAL_REQUEST_MAX_LENGTH)) {
      const bound = schemas.TrialLicenceRequest.properties[field].maxLength ?? schemas.PhoneOrLandline.maxLength
      expect(bound, field).toBe(max)
    }
    // The forms stop at the contract's bounds (a longer text met the schema's English refusal).
    const bound = (schema: { maxLength?: number; oneOf?: Array<{ $ref?: string }> }): number | undefined => {
      const ref = schema.oneOf?.find((each) => each.$ref)?.$ref
      return schema.maxLength ?? (ref ? schemas[ref.split('/').pop()!].maxLength : undefined)
    }
    const reissue = document.paths['/api/business/C_invoice/reInvoice'].post.requestBody.content['application/json'].schema
    for (const [field, max] of Object.entries(INVOICE_TITLE_MAX_LENGTH)) {
      if (field !== 'remark') expect(bound(schemas.InvoiceInput.properties[field]), `InvoiceInput.${field}`).toBe(max)
      expect(bound(reissue.properties[field]), `reInvoice.${field}`).toBe(max)
    }
    for (const [field, max] of Object.entries(PROFILE_MAX_LENGTH)) {
      expect(bound(schemas.CustomerUpdate.properties[field]), `CustomerUpdate.${field}`).toBe(max)
    }
    expect(schemas.CartItemInput.properties.number.minimum).toBe(1)
    // The order form's fields are checked by validateOrderForm in the service (the client's messages); the contract
    // only bounds them.
    for (const field of ['receivername', 'receiverphone', 'receiveremail']) {
      expect(schemas.OrderPayload.properties[field].maxLength, field).toBeGreaterThan(0)
      expect(schemas.OrderPayload.properties[field].description, field).toContain('validateOrderForm')
    }
  })

  it('bounds the profile credit code by the GB 32100-2015 shape of domain (any case, or empty)', () => {
    const schema = document.components.schemas.CustomerUpdate.properties.companysocialcreditcode
    // SOCIAL_CREDIT_CODE_PATTERN with its letters also in lower case (the server stores capitals), or the empty string.
    const anyCase = SOCIAL_CREDIT_CODE_PATTERN.replace(
      /\[([^\]]+)\]/,
      (_, set: string) => `[${set}${set.replace(/[0-9]/g, '').toLowerCase()}]`,
    )
    expect(schema.pattern).toBe(`${anyCase}|^$`)
    expect(schema.maxLength).toBe(SOCIAL_CREDIT_CODE_LENGTH)
    // The same characters, tried one by one: the contract takes a character in either case exactly when domain takes
    // its capital.
    const contract = new RegExp(schema.pattern)
    const domain = new RegExp(SOCIAL_CREDIT_CODE_PATTERN)
    for (let code = 0x20; code < 0x7f; code++) {
      const char = String.fromCharCode(code)
      expect(contract.test(char.repeat(18)), char).toBe(domain.test(char.toUpperCase().repeat(18)))
    }
    expect(contract.test('')).toBe(true)
    expect(contract.test('91110108MA01HC3P7')).toBe(false)
  })

  it("bounds the tax / ID number only: its format is the service's rule (domain/taxpayer-number.ts), kind by kind", () => {
    const schemas = document.components.schemas
    const reissue = document.paths['/api/business/C_invoice/reInvoice'].post.requestBody.content['application/json'].schema
    const fields = {
      'OrderPayload.ratenumber': schemas.OrderPayload.properties.ratenumber,
      'InvoiceInput.ratenumber': schemas.InvoiceInput.properties.ratenumber,
      'reInvoice.ratenumber': reissue.properties.ratenumber,
    }
    // The rule depends on the invoice kind and on check characters, which no pattern says; a character pattern would
    // answer a typo with the contract's developer text instead of the form's message. So: text, long enough for every
    // number the rule accepts (with the spaces around it the service trims), and the form's own bound.
    expect(INVOICE_TITLE_MAX_LENGTH.ratenumber).toBeGreaterThanOrEqual(RATENUMBER_MAX_LENGTH)
    for (const [name, schema] of Object.entries(fields)) {
      expect(schema.maxLength, name).toBe(INVOICE_TITLE_MAX_LENGTH.ratenumber)
      expect(schema.pattern, name).toBe(TEXT_PATTERN)
      expect(schema.description, name).toContain('ratenumberError')
    }
  })

  it('has enums for the coded fields', () => {
    const schemas = document.components.schemas
    expect(schemas.DurationUnion.enum).toEqual(['week', 'month', 'season', 'halfyear'])
    expect(schemas.IsInvoice.enum).toEqual([0, 1, 2, 3])
    expect(schemas.PaymentState.enum).toEqual([0, 1, 2])
    expect(schemas.InvoiceStatus.enum).toEqual([0, 1, 2])
    expect(schemas.InvoiceApproveStatus.enum).toEqual([0, 1, 2])
    expect(schemas.InvoiceType.enum).toEqual([0, 1])
    expect(schemas.LicenceState.enum).toEqual([0, 1, 2])
    expect(schemas.ContractType.enum).toEqual([0, 1])
    expect(schemas.MoneyType.enum).toEqual([0, 1])
  })

  it('keeps generated/ current (npm run gen:api)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gen-api-')), 'api.d.ts')
    execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', OPENAPI_PATH, '-o', out], { stdio: 'pipe' })
    const committed = readFileSync(new URL('../../generated/api.d.ts', import.meta.url), 'utf8')
    expect(readFileSync(out, 'utf8') === committed, 'generated/api.d.ts is stale: run npm run gen:api').toBe(true)
    // A child Node process reading a 6,000-line contract: 1-2 s alone, far more on a loaded CI core.
  }, 60_000)
})
