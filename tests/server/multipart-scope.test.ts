// @fastify/multipart hooks every request of the Fastify context it is registered in (an async onRequest and an async
// onResponse). The app registers it only beside the operations that take multipart (app.ts, splitMultipartOperations),
// so the payment poll and every JSON operation run without those hooks (docs/performance.md, "eleventh session").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument, splitMultipartOperations } from '../../server/http/openapi-spec'
import { listOperations } from '../support/openapi-document'
import { routeHooks } from './support/route-hooks'
import { startTestApp, type TestApp } from './support/test-app'

const operationIds = (spec: Record<string, unknown>) => listOperations(spec).map((entry) => entry.operationId)

describe('the operations that take multipart, apart from the rest', () => {
  it('splits the contract into the two multipart operations and all the others, none lost or twice', () => {
    const spec = openApiDocument()
    const { multipart, others } = splitMultipartOperations(spec)
    expect(operationIds(multipart).sort()).toEqual(['submitFeedback', 'uploadForumImage'])
    expect([...operationIds(multipart), ...operationIds(others)].sort()).toEqual(operationIds(spec).sort())
    expect(operationIds(others)).toContain('getOrderPaymentState')
    // Everything but the paths is the same document (components, security, servers).
    expect({ ...multipart, paths: undefined }).toEqual({ ...spec, paths: undefined })
  })

  it('keeps what a path declares for all its operations (parameters) in each half that has one of them', () => {
    const spec = {
      paths: {
        '/a/{id}': {
          parameters: [{ name: 'id', in: 'path' }],
          get: { operationId: 'readA' },
          post: { operationId: 'writeA', requestBody: { content: { 'multipart/form-data': {} } } },
        },
      },
    }
    const { multipart, others } = splitMultipartOperations(spec)
    expect(multipart.paths['/a/{id}']).toEqual({ parameters: [{ name: 'id', in: 'path' }], post: spec.paths['/a/{id}'].post })
    expect(others.paths['/a/{id}']).toEqual({ parameters: [{ name: 'id', in: 'path' }], get: spec.paths['/a/{id}'].get })
  })
})

describe('the app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('has the multipart plugin only in the multipart operations’ context', () => {
    expect(t.app.hasRequestDecorator('isMultipart')).toBe(false)
    expect(routeHooks(t.app, '/status/:id (GET)')).not.toContain('(onResponse)')
    expect(routeHooks(t.app, 'BaseFeedback (POST)')).toContain('(onResponse)')
  })
})
