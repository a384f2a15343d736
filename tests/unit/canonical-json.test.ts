// Canonical JSON (domain/canonical-json.ts): the text the Idempotency-Key digest (client) and the request hash (server)
// are made from.
import { describe, expect, it } from 'vitest'
import { canonicalJson } from '../../domain/canonical-json'

describe('canonical JSON', () => {
  it('sorts object keys at every depth, so key order never changes the text', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"y":2,"z":1}]},"b":1}')
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }))
  })

  it('leaves out undefined members (as JSON.stringify does) and keeps null', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}')
  })

  it('keeps array order and writes scalars as JSON', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]')
    expect(canonicalJson('张"三')).toBe('"张\\"三"')
    expect(canonicalJson(1.5)).toBe('1.5')
    expect(canonicalJson({ 'b"': 1, a: true })).toBe('{"a":true,"b\\"":1}')
  })
})
