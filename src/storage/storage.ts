// localStorage wrapper: every key carries a fixed prefix and every value is stored as {type, value}
// so that get() hands back a number as a number, a boolean as a boolean, and so on.

export const STORAGE_PREFIX = 'summit_'

const STORAGE_KEYS = {
  token: 'token',
  userInfo: 'USERINFO',
  retailerInfo: 'RETAILERINFO',
  sessionKind: 'sessionKind',
  language: 'language',
  preRoute: 'preRoute',
} as const

export const TOKEN_KEY = STORAGE_KEYS.token
export const USERINFO_KEY = STORAGE_KEYS.userInfo
export const RETAILERINFO_KEY = STORAGE_KEYS.retailerInfo
/** Whose the stored token is (customer or reseller): which profile a reload asks for. */
export const SESSION_KIND_KEY = STORAGE_KEYS.sessionKind
export const LANGUAGE_KEY = STORAGE_KEYS.language
export const PRE_ROUTE_KEY = STORAGE_KEYS.preRoute

export type StoredType = 'String' | 'Number' | 'Boolean' | 'Array' | 'Object' | 'Null'

type StorableValue = string | number | boolean | null | unknown[] | Record<string, unknown>

interface StoredEnvelope {
  type: StoredType
  value: unknown
}

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & { readonly length: number }

export function typeOf(value: unknown): StoredType {
  if (value === null || value === undefined) return 'Null'
  if (Array.isArray(value)) return 'Array'
  switch (typeof value) {
    case 'string':
      return 'String'
    case 'number':
      return 'Number'
    case 'boolean':
      return 'Boolean'
    default:
      return 'Object'
  }
}

function encode(value: unknown): string {
  const type = typeOf(value)
  // Numbers travel as text so NaN and Infinity survive JSON.
  const stored: StoredEnvelope = { type, value: type === 'Number' ? String(value) : type === 'Null' ? null : value }
  return JSON.stringify(stored)
}

function decode(raw: string): unknown {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return raw // a value written by something else: hand it back as text
  }
  if (!parsed || typeof parsed !== 'object' || !('type' in parsed)) return parsed
  const { type, value } = parsed as StoredEnvelope
  switch (type) {
    case 'String':
      return String(value)
    case 'Number':
      return Number(value)
    case 'Boolean':
      return value === true || value === 'true'
    case 'Array':
      return Array.isArray(value) ? value : []
    case 'Object':
      return value && typeof value === 'object' ? value : {}
    case 'Null':
      return null
    default:
      return value
  }
}

export interface TypedStorage {
  get<T = unknown>(key: string): T | null
  set(key: string, value: StorableValue | undefined): void
  remove(key: string): void
  /** Removes every key with our prefix, leaving other applications' keys alone. */
  clear(): void
  has(key: string): boolean
}

export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>()
  return {
    getItem: (key) => (map.has(key) ? map.get(key)! : null),
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
  }
}

export function createStorage(backend: StorageBackend, prefix = STORAGE_PREFIX): TypedStorage {
  return {
    get<T = unknown>(key: string): T | null {
      const raw = backend.getItem(prefix + key)
      if (raw === null) return null
      return decode(raw) as T | null
    },
    set(key, value) {
      backend.setItem(prefix + key, encode(value))
    },
    remove(key) {
      backend.removeItem(prefix + key)
    },
    clear() {
      const ours: string[] = []
      for (let index = 0; index < backend.length; index++) {
        const key = backend.key(index)
        if (key?.startsWith(prefix)) ours.push(key)
      }
      ours.forEach((key) => backend.removeItem(key))
    },
    has(key) {
      return backend.getItem(prefix + key) !== null
    },
  }
}

function browserBackend(): StorageBackend {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // storage disabled (private mode, sandboxed frame): fall through to memory
  }
  return createMemoryBackend()
}

export const storage: TypedStorage = createStorage(browserBackend())
