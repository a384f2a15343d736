// The signed licence file (docs/license-file.md): four lines, a header, the licence fields as canonical JSON, an
// Ed25519 signature (base64) over exactly the UTF-8 bytes of that JSON line, a footer. The server writes it, the
// licence tab's inspector and `npm run license -- verify` read it; WebCrypto verifies, so the same code runs in
// Node and in the browser. tools/license-verify/verify-license.mjs is the copyable twin of parse + judge.
import { canonicalJson } from './canonical-json'

export const LICENSE_FILE_HEADER = '-----BEGIN SUMMIT LICENSE v1-----'
export const LICENSE_FILE_FOOTER = '-----END SUMMIT LICENSE v1-----'
/** A real file is well under 2 kB; anything far larger is not one of ours and is refused before parsing. */
export const LICENSE_FILE_MAX_CHARS = 16_384

export type LicenseKind = 'paid' | 'trial'

export interface LicenseFields {
  licenseId: string
  customer: { id: string; name: string }
  /** The customer's company as recorded at creation; '' when none. */
  company: string
  machineCode: string
  product: { id: string; name: string }
  featureId: string
  /** Feature caps, e.g. { solid: 200 } or { map: 20 } for trials; {} when the licence has none. */
  caps: Record<string, number>
  modules: string[]
  /** ISO 8601 instants in UTC (…Z); the licence holds for start ≤ now < end. */
  start: string
  end: string
  issuedAt: string
  kind: LicenseKind
}

export interface ParsedLicense {
  fields: LicenseFields
  /** The JSON line exactly as in the file: the bytes the signature covers. */
  signedText: string
  signature: Uint8Array<ArrayBuffer>
}

export type LicenseFileRefusal = 'too-large' | 'layout' | 'header' | 'footer' | 'json' | 'not-canonical' | 'fields' | 'signature-encoding'

export type LicenseParseResult = { ok: true; license: ParsedLicense } | { ok: false; reason: LicenseFileRefusal; detail: string }

export interface LicenseVerdict {
  /** The signature over the JSON line verifies with the public key. */
  signature: boolean
  /** 'unchecked' when no machine code was given to compare with. */
  machine: 'match' | 'mismatch' | 'unchecked'
  dates: 'valid' | 'not-yet-valid' | 'expired'
  /** Every check that was made holds. */
  valid: boolean
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const SIGNATURE_BYTES = 64

export function formatLicenseFile(fields: LicenseFields, signature: Uint8Array): string {
  return `${LICENSE_FILE_HEADER}\n${licenseSignedText(fields)}\n${toBase64(signature)}\n${LICENSE_FILE_FOOTER}\n`
}

/** The exact text the signature covers (sign its UTF-8 bytes). */
export function licenseSignedText(fields: LicenseFields): string {
  return canonicalJson(fields)
}

export function licenseSignedBytes(fields: LicenseFields): Uint8Array {
  return new TextEncoder().encode(licenseSignedText(fields))
}

export function parseLicenseFile(text: string): LicenseParseResult {
  const refuse = (reason: LicenseFileRefusal, detail: string): LicenseParseResult => ({ ok: false, reason, detail })
  if (text.length > LICENSE_FILE_MAX_CHARS) return refuse('too-large', `longer than ${LICENSE_FILE_MAX_CHARS} characters`)
  // Tolerated on read: a UTF-8 byte order mark, CRLF line ends, one final line end (editors on Windows add them).
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
  if (lines.length !== 4) return refuse('layout', `expected 4 lines (header, JSON, signature, footer), found ${lines.length}`)
  const [header, json, signatureText, footer] = lines
  if (header !== LICENSE_FILE_HEADER) return refuse('header', `the first line must be ${LICENSE_FILE_HEADER}`)
  if (footer !== LICENSE_FILE_FOOTER) return refuse('footer', `the last line must be ${LICENSE_FILE_FOOTER}`)
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return refuse('json', 'the second line is not JSON')
  }
  if (canonicalJson(value) !== json) return refuse('not-canonical', 'the JSON line is not in canonical form (sorted keys, no spaces)')
  const problem = fieldsProblem(value)
  if (problem) return refuse('fields', problem)
  const signature = BASE64.test(signatureText) ? fromBase64(signatureText) : undefined
  if (!signature || signature.length !== SIGNATURE_BYTES || toBase64(signature) !== signatureText) {
    return refuse('signature-encoding', `the third line must be a ${SIGNATURE_BYTES}-byte signature in base64`)
  }
  return { ok: true, license: { fields: value as LicenseFields, signedText: json, signature } }
}

/** Imports a public key in SPKI PEM (-----BEGIN PUBLIC KEY-----) for judgeLicense. */
export async function importLicensePublicKey(pem: string): Promise<CryptoKey> {
  const match = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem)
  if (!match) throw new Error('not a PEM public key (-----BEGIN PUBLIC KEY-----)')
  const der = fromBase64(match[1].replace(/\s+/g, ''))
  if (!der) throw new Error('the PEM public key is not valid base64')
  return crypto.subtle.importKey('spki', der, { name: 'Ed25519' }, false, ['verify'])
}

export async function judgeLicense(
  license: ParsedLicense,
  options: { publicKey: CryptoKey; now: Date; machine?: string },
): Promise<LicenseVerdict> {
  const { fields } = license
  const signature = await crypto.subtle.verify(
    { name: 'Ed25519' },
    options.publicKey,
    license.signature,
    new TextEncoder().encode(license.signedText),
  )
  const wanted = options.machine?.trim()
  const machine = !wanted ? 'unchecked' : wanted === fields.machineCode.trim() ? 'match' : 'mismatch'
  const now = options.now.getTime()
  const dates = now < Date.parse(fields.start) ? 'not-yet-valid' : now >= Date.parse(fields.end) ? 'expired' : 'valid'
  return { signature, machine, dates, valid: signature && machine !== 'mismatch' && dates === 'valid' }
}

function fieldsProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'the JSON line must be an object'
  const keys = [
    'caps',
    'company',
    'customer',
    'end',
    'featureId',
    'issuedAt',
    'kind',
    'licenseId',
    'machineCode',
    'modules',
    'product',
    'start',
  ]
  const extra = exactKeys(value, keys)
  if (extra) return extra
  for (const key of ['licenseId', 'machineCode', 'featureId'] as const) {
    if (!nonEmptyString(value[key])) return `${key} must be a non-empty string`
  }
  if (typeof value.company !== 'string') return 'company must be a string'
  for (const key of ['customer', 'product'] as const) {
    const party = value[key]
    if (!isRecord(party) || exactKeys(party, ['id', 'name']) || !nonEmptyString(party.id) || typeof party.name !== 'string') {
      return `${key} must be {id, name} with a non-empty id`
    }
  }
  if (!isRecord(value.caps) || !Object.values(value.caps).every((cap) => Number.isSafeInteger(cap) && (cap as number) >= 0)) {
    return 'caps must map feature names to whole numbers of at least 0'
  }
  if (!Array.isArray(value.modules) || !value.modules.every(nonEmptyString)) return 'modules must be a list of non-empty strings'
  for (const key of ['start', 'end', 'issuedAt'] as const) {
    const instant = value[key]
    if (typeof instant !== 'string' || !INSTANT.test(instant) || Number.isNaN(Date.parse(instant))) {
      return `${key} must be an ISO 8601 instant in UTC such as 2026-01-31T00:00:00.000Z`
    }
  }
  if (Date.parse(value.start as string) >= Date.parse(value.end as string)) return 'start must be before end'
  if (value.kind !== 'paid' && value.kind !== 'trial') return 'kind must be paid or trial'
  return undefined
}

function exactKeys(value: Record<string, unknown>, keys: string[]): string | undefined {
  const missing = keys.filter((key) => !Object.hasOwn(value, key))
  const unknown = Object.keys(value).filter((key) => !keys.includes(key))
  if (missing.length > 0) return `missing ${missing.join(', ')}`
  if (unknown.length > 0) return `unknown ${unknown.join(', ')}`
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}
