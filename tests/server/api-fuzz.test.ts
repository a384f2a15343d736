// Issue 11: a fuzz of every operation of openapi.yaml with the bad-input classes of the security review: control
// characters, overlong and odd Unicode strings, huge, fractional and non-finite numbers, wrong types, unknown fields,
// random JSON and every content type. Each request starts from a valid sample of its operation with 1 to 3 fields
// replaced, so the bad values get past the rest of the validation. No answer may be a 5xx (501 only for operations
// that are not open yet). FUZZ_RUNS=20000 npx vitest run tests/server/api-fuzz.test.ts runs a longer fuzz.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_OPEN_OPERATIONS } from '../../server/http/not-open-operations'
import { listOperations, loadOpenApi, type OperationEntry } from '../support/openapi-document'
import { requestFields, type RequestField } from '../support/openapi-request-schemas'
import { formBody, MULTIPART_BOUNDARY, multipartBody, urlOf, validRequest, validSample, withField } from '../support/request-samples'
import { startTestApp, type TestApp } from './support/test-app'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500)
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13788880011')
})
afterAll(async () => {
  await t?.close()
})

const document = loadOpenApi()
const operations = listOperations(document).map((entry) => ({
  entry,
  fields: requestFields(document, entry),
  base: validRequest(document, entry),
}))
const typesOf = (schema: Record<string, any>): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])

const control = fc.integer({ min: 0, max: 0x1f }).chain((code) => fc.constantFrom(String.fromCharCode(code), '\x7f', '\u0000'))
const insertAt = (text: string, index: number, inserted: string) =>
  text.slice(0, index % (text.length + 1)) + inserted + text.slice(index % (text.length + 1))

/** Bad values for one field, by class; a valid sample of the field is the starting point of the string classes. */
function badValue(field: RequestField): fc.Arbitrary<unknown> {
  const sample = String(validSample(document, field.schema) ?? 'x')
  const max = typeof field.schema.maxLength === 'number' ? field.schema.maxLength : 100
  const strings = fc.oneof(
    fc.tuple(control, fc.nat()).map(([c, at]) => insertAt(sample, at, c)),
    fc.integer({ min: 1, max: 300 }).map((extra) => sample + 'x'.repeat(Math.max(0, max - sample.length) + extra)),
    fc.constant('界'.repeat(100_000)),
    fc.constantFrom(
      '\ud800',
      'a\udfffb',
      '😀'.repeat(max),
      '\u202e\u200b\ufeff',
      '%00',
      '../../etc/passwd',
      "' or 1=1 --",
      '${7*7}',
      '\\u0000',
      '',
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  const numbers = fc.oneof(
    fc.constantFrom(1e21, -1e21, 2 ** 63, -(2 ** 63), 1e30, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.001, 1.5, -1, 0, 699.001, 5e-324),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  )
  const wrongTypes = fc.oneof(
    fc.constantFrom(null, true, [], {}, [null], { a: '\u0000' }, 'NaN', 'Infinity', '1e30', '-0'),
    fc.jsonValue({ maxDepth: 2 }),
  )
  // Values the schema lets through at its edges, to reach the handlers: the longest text, astral characters, blanks,
  // the minimum and the maximum, an amount just under it with a third decimal.
  const edges = fc.constantFrom<unknown>(
    sample.padEnd(max, '界').slice(0, max),
    '😀'.repeat(Math.floor(max / 2)),
    ' '.repeat(max),
    '\ud800',
    field.schema.maximum ?? 1,
    field.schema.minimum ?? 0,
    (field.schema.maximum ?? 1) - 0.005,
  )
  const types = typesOf(field.schema)
  const forType = types.includes('string') ? strings : types.includes('integer') || types.includes('number') ? numbers : wrongTypes
  return fc.oneof({ weight: 4, arbitrary: forType }, { weight: 2, arbitrary: edges }, { weight: 1, arbitrary: wrongTypes })
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart',
  'application/x-summit',
  'none',
] as const

interface FuzzCase {
  index: number
  changes: Array<{ field: number; value: unknown }>
  contentType: (typeof CONTENT_TYPES)[number]
  randomBody: unknown | undefined
  unknownField: boolean
  withToken: boolean
}

const fuzzCase = fc.integer({ min: 0, max: operations.length - 1 }).chain((index) => {
  const { fields } = operations[index]
  const change =
    fields.length === 0
      ? fc.constant([])
      : fc.array(
          fc.integer({ min: 0, max: fields.length - 1 }).chain((field) => badValue(fields[field]).map((value) => ({ field, value }))),
          { minLength: 1, maxLength: 3 },
        )
  return fc.record({
    index: fc.constant(index),
    changes: change,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    randomBody: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) }),
    unknownField: fc.boolean(),
    withToken: fc.boolean(),
  }) as fc.Arbitrary<FuzzCase>
})

function requestOf(fuzz: FuzzCase) {
  const { entry, fields, base } = operations[fuzz.index]
  const path = { ...base.path }
  const query = { ...base.query }
  const headers: Record<string, string> = {}
  let body = base.body
  for (const { field, value } of fuzz.changes) {
    const { where, pointer } = fields[field]
    if (where === 'path') path[pointer] = String(value)
    else if (where === 'query') query[pointer] = typeof value === 'string' ? value : JSON.stringify(value)
    else if (where === 'header') headers[pointer.toLowerCase()] = String(value).replace(/[^\x20-\x7e]/g, '?')
    else body = withField(body, pointer, value)
  }
  // A body goes where the operation takes one, or (1 in 10) a random JSON value anywhere.
  if (fuzz.randomBody !== undefined) body = fuzz.randomBody
  if (fuzz.unknownField && body && typeof body === 'object' && !Array.isArray(body)) body = { ...body, zzz: 'a\u0000b' }
  let payload: string | undefined
  if (body !== undefined) {
    if (fuzz.contentType === 'application/x-www-form-urlencoded') payload = formBody(body)
    else if (fuzz.contentType === 'multipart') payload = multipartBody(body)
    else payload = JSON.stringify(body)
    if (fuzz.contentType === 'multipart') headers['content-type'] = `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`
    else if (fuzz.contentType !== 'none') headers['content-type'] = fuzz.contentType
  }
  return { entry, url: urlOf(entry, path, query), headers, payload }
}

const describeRequest = (entry: OperationEntry, url: string, headers: Record<string, string>, payload: string | undefined) =>
  `${entry.operationId}: ${entry.method.toUpperCase()} ${url.slice(0, 300)} ${JSON.stringify(headers)} ${payload?.slice(0, 300) ?? ''}`

describe('fuzz of every operation with bad input', () => {
  it(`answers ${RUNS} generated bad requests without a 5xx`, { timeout: Math.max(120_000, RUNS * 100) }, async () => {
    let requests = 0
    const serverErrors: string[] = []
    const statuses = new Map<number, number>()
    const covered = new Set<string>()
    await fc.assert(
      fc.asyncProperty(fuzzCase, async (fuzz) => {
        const { entry, url, headers, payload } = requestOf(fuzz)
        const res = await t.call(entry.method.toUpperCase(), url, { token: fuzz.withToken ? token : undefined, headers, body: payload })
        requests++
        covered.add(entry.operationId)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        const notOpen = NOT_OPEN_OPERATIONS.includes(entry.operationId as never) && res.status === 501
        if (res.status >= 500 && !notOpen)
          serverErrors.push(`${res.status} ${describeRequest(entry, url, headers, payload)} -> ${res.body.slice(0, 200)}`)
        return true
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    const summary = `fuzz: ${requests} requests over ${covered.size}/${operations.length} operations, seed ${SEED}, ${serverErrors.length} 5xx; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`
    console.info(summary)
    expect(serverErrors, summary).toEqual([])
    expect(requests).toBe(RUNS)
  })
})
