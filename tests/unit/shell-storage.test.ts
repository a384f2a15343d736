import { describe, expect, it } from 'vitest'
import {
  LANGUAGE_KEY,
  PRE_ROUTE_KEY,
  RETAILERINFO_KEY,
  STORAGE_PREFIX,
  TOKEN_KEY,
  USERINFO_KEY,
  createMemoryBackend,
  createStorage,
  typeOf,
} from '../../src/storage/storage'

describe('typed storage', () => {
  const fresh = () => {
    const backend = createMemoryBackend()
    return { backend, storage: createStorage(backend) }
  }

  it('restores every supported type', () => {
    const { storage } = fresh()
    const values: Record<string, unknown> = {
      text: 'hello',
      numericText: '42',
      number: 42.5,
      zero: 0,
      yes: true,
      no: false,
      list: [1, 'two', { three: 3 }],
      object: { id: 'u1', nested: { ok: true } },
      nothing: null,
    }
    for (const [key, value] of Object.entries(values)) storage.set(key, value as never)
    for (const [key, value] of Object.entries(values)) expect(storage.get(key)).toStrictEqual(value)
    expect(typeof storage.get('numericText')).toBe('string')
    expect(typeof storage.get('number')).toBe('number')
    expect(typeof storage.get('no')).toBe('boolean')
  })

  it('keeps NaN and Infinity as numbers', () => {
    const { storage } = fresh()
    storage.set('nan', Number.NaN)
    storage.set('inf', Number.POSITIVE_INFINITY)
    expect(storage.get('nan')).toBeNaN()
    expect(storage.get('inf')).toBe(Number.POSITIVE_INFINITY)
  })

  it('writes {type, value} under the fixed prefix', () => {
    const { backend, storage } = fresh()
    storage.set(TOKEN_KEY, 'abc')
    storage.set('count', 3)
    expect(JSON.parse(backend.getItem(`${STORAGE_PREFIX}${TOKEN_KEY}`)!)).toEqual({ type: 'String', value: 'abc' })
    expect(JSON.parse(backend.getItem(`${STORAGE_PREFIX}count`)!)).toEqual({ type: 'Number', value: '3' })
    expect(backend.getItem(TOKEN_KEY)).toBeNull()
    expect(STORAGE_PREFIX).toBe('summit_')
  })

  it('answers null for missing keys and after remove', () => {
    const { storage } = fresh()
    expect(storage.get('missing')).toBeNull()
    storage.set(USERINFO_KEY, { id: 'x' })
    expect(storage.has(USERINFO_KEY)).toBe(true)
    storage.remove(USERINFO_KEY)
    expect(storage.get(USERINFO_KEY)).toBeNull()
    expect(storage.has(USERINFO_KEY)).toBe(false)
  })

  it('undefined is stored as Null', () => {
    const { backend, storage } = fresh()
    storage.set('u', undefined)
    expect(storage.get('u')).toBeNull()
    expect(JSON.parse(backend.getItem(`${STORAGE_PREFIX}u`)!).type).toBe('Null')
  })

  it('clear removes only prefixed keys', () => {
    const { backend, storage } = fresh()
    backend.setItem('other_app', 'keep me')
    storage.set(TOKEN_KEY, 't')
    storage.set(PRE_ROUTE_KEY, '/Buy?value=SummitMap')
    storage.clear()
    expect(storage.get(TOKEN_KEY)).toBeNull()
    expect(storage.get(PRE_ROUTE_KEY)).toBeNull()
    expect(backend.getItem('other_app')).toBe('keep me')
  })

  it('hands back foreign (non-envelope) values untouched', () => {
    const { backend, storage } = fresh()
    backend.setItem(`${STORAGE_PREFIX}legacy`, 'not json')
    expect(storage.get('legacy')).toBe('not json')
  })

  it('names the keys the app uses', () => {
    expect([TOKEN_KEY, USERINFO_KEY, RETAILERINFO_KEY, LANGUAGE_KEY, PRE_ROUTE_KEY]).toEqual([
      'token',
      'USERINFO',
      'RETAILERINFO',
      'language',
      'preRoute',
    ])
  })

  it('typeOf classifies values', () => {
    expect(typeOf('a')).toBe('String')
    expect(typeOf(1)).toBe('Number')
    expect(typeOf(false)).toBe('Boolean')
    expect(typeOf([])).toBe('Array')
    expect(typeOf({})).toBe('Object')
    expect(typeOf(null)).toBe('Null')
  })
})
