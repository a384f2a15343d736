// Every operation of openapi.yaml, fed malformed requests with and without a token: never a 500, always the envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOperations } from '../support/openapi-document'
import { startTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await startTestApp()
  token = await t.login('13788889999')
})
afterAll(async () => {
  await t?.close()
})

const PATH_VALUES = ['%00', 'a'.repeat(300), 'b'.repeat(3000), "1'or'1=1", '..%2F..', '%E4%BD%A0', '1,2,,3', 'not-a-real-id']
const BODIES: Array<string | undefined> = [undefined, '{', '[]', 'null', '"text"', '{"x":{"y":[1,2,{"z":null}]}}', '{"userid":"someone-else"}', '{"currentPage":"many","pageSize":-1}']

describe.each(listOperations())('$operationId ($method $path)', ({ method, path }) => {
  it('answers every malformed request with a 4xx (or 501) envelope, never a 500', async () => {
    const urls = path.includes('{') ? PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value)) : [path, `${path}?n=abc&phone=1&type=x&id=`]
    const failures: string[] = []
    for (const url of urls) {
      for (const body of method === 'get' || method === 'delete' ? [undefined] : BODIES) {
        for (const withToken of [false, true]) {
          const res = await t.call(method.toUpperCase(), url, {
            body,
            token: withToken ? token : undefined,
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
          })
          const envelopeOk = res.json && typeof res.json.code === 'number' && typeof res.json.msg === 'string'
          const codeOk = res.json?.code === res.status || (res.json?.code === 600 && res.status === 401) || res.status === 200
          if (res.status === 500 || !envelopeOk || !codeOk) {
            failures.push(`${method} ${url} body=${body} token=${withToken} -> ${res.status} ${JSON.stringify(res.json)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })
})
