// The bound on a success answer's length read from its schema, which decides which routes skip compression.
import { describe, expect, it } from 'vitest'
import { maxJsonBytes, maxSuccessAnswerBytes } from '../../server/http/answer-size'
import { COMPRESS_THRESHOLD_BYTES } from '../../server/http/compression-threshold'
import { listOperations, loadOpenApi } from '../support/openapi-document'

const document = {
  components: {
    schemas: {
      Id: { type: 'string', maxLength: 10 },
      State: { type: 'integer', enum: [0, 1, 12] },
      Envelope: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string', maxLength: 4 }, data: {} } },
      Tree: { type: 'object', properties: { child: { $ref: '#/components/schemas/Tree' } } },
    },
  },
}
const bound = (schema: Record<string, unknown>) => maxJsonBytes(schema, document)

describe('maxJsonBytes', () => {
  it('bounds scalars: null, booleans, enums, constants, numbers with and without a range, strings by maxLength', () => {
    expect(bound({ type: 'null' })).toBe(4)
    expect(bound({ type: 'boolean' })).toBe(5)
    expect(bound({ $ref: '#/components/schemas/State' })).toBe(2)
    expect(bound({ const: 'ab' })).toBe(4)
    expect(bound({ type: 'integer', minimum: -5, maximum: 1000 })).toBe(4)
    expect(bound({ type: 'integer' })).toBe(24)
    // Three bytes a character (UTF-8 of CJK) and the quotes.
    expect(bound({ $ref: '#/components/schemas/Id' })).toBe(32)
    expect(bound({ type: ['string', 'null'], maxLength: 1 })).toBe(5)
  })

  it('takes the largest alternative of oneOf and anyOf', () => {
    expect(bound({ oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Id' }] })).toBe(32)
    expect(bound({ anyOf: [{ type: 'boolean' }, { const: 1 }] })).toBe(5)
  })

  it('adds up an object: braces, each name with its colon and comma, each value', () => {
    // {"a":false,"bb":null} is 21 bytes; the bound counts one comma more.
    expect(bound({ type: 'object', properties: { a: { type: 'boolean' }, bb: { type: 'null' } } })).toBe(22)
    expect(Buffer.byteLength(JSON.stringify({ a: false, bb: null }))).toBe(21)
  })

  it('bounds an array by maxItems, and not without it', () => {
    expect(bound({ type: 'array', maxItems: 3, items: { type: 'boolean' } })).toBe(2 + 3 * 6)
    expect(bound({ type: 'array', items: { type: 'boolean' } })).toBe(Infinity)
  })

  it('merges allOf into one object whose shared properties take the tightest part', () => {
    const answer = {
      allOf: [
        { $ref: '#/components/schemas/Envelope' },
        { properties: { data: { type: 'object', properties: { id: { $ref: '#/components/schemas/Id' } } } } },
      ],
    }
    // {"code":24,"msg":14,"data":{"id":32}}: the envelope's open data is narrowed by the second part.
    expect(bound(answer)).toBe(2 + (6 + 2 + 24) + (5 + 2 + 14) + (6 + 2 + (2 + 4 + 2 + 32)))
    expect(bound({ allOf: [{ $ref: '#/components/schemas/Envelope' }] })).toBe(Infinity)
  })

  it('answers Infinity for what the schema leaves open: unbounded strings, untyped values, recursion, missing schemas', () => {
    expect(bound({ type: 'string' })).toBe(Infinity)
    expect(bound({})).toBe(Infinity)
    expect(bound({ type: 'object' })).toBe(Infinity)
    expect(bound({ $ref: '#/components/schemas/Tree' })).toBe(Infinity)
    expect(bound({ $ref: '#/components/schemas/Missing' })).toBe(Infinity)
    expect(maxJsonBytes(undefined, document)).toBe(Infinity)
  })
})

describe('success answers in openapi.yaml', () => {
  const contract = loadOpenApi()
  const answerBound = (operationId: string) => {
    const entry = listOperations(contract).find((candidate) => candidate.operationId === operationId)
    if (!entry) throw new Error(`no operation ${operationId}`)
    return maxSuccessAnswerBytes(entry.operation, contract)
  }

  it('the payment poll and the payment-status query answer under the compression threshold', () => {
    expect(answerBound('getOrderPaymentState')).toBeLessThan(COMPRESS_THRESHOLD_BYTES)
    expect(answerBound('getOrderPaymentState')).toBeGreaterThanOrEqual(
      Buffer.byteLength(JSON.stringify({ code: 200, msg: '操作成功', data: { id: 'x'.repeat(64), paymentstate: 2 } })),
    )
  })

  it('lists stay compressed: unbounded, or bounded above the threshold (sessions: at most 10 of them)', () => {
    for (const operationId of ['listOrdersByStatus', 'listProducts', 'listInvoices'])
      expect(answerBound(operationId), operationId).toBe(Infinity)
    expect(answerBound('listSessions')).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD_BYTES)
    expect(answerBound('listSessions')).toBeLessThan(Infinity)
  })
})
