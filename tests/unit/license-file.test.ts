// The signed licence file (domain/license-file.ts, docs/license-file.md): round trip, every byte covered by the
// signature, another key, another machine, the dates, strict refusal of malformed files; and the copyable verifier
// (tools/license-verify/verify-license.mjs) judges every one of these files as the main code does.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  formatLicenseFile,
  importLicensePublicKey,
  judgeLicense,
  licenseSignedBytes,
  parseLicenseFile,
  type LicenseFields,
  type ParsedLicense,
} from '../../domain/license-file'
import { verifyLicense } from '../../tools/license-verify/verify-license.mjs'

const FIELDS: LicenseFields = {
  licenseId: 'lic-0001',
  customer: { id: 'cust-42', name: '张三' },
  company: '北京某某测绘有限公司',
  machineCode: 'ABCD-1234-EF56',
  product: { id: 'prod-solid', name: 'SummitSolid' },
  featureId: '1001',
  caps: { solid: 200 },
  modules: ['core', 'export'],
  start: '2026-01-01T00:00:00.000Z',
  end: '2026-02-01T00:00:00.000Z',
  issuedAt: '2026-01-01T00:00:05.000Z',
  kind: 'trial',
}
const DURING = new Date('2026-01-15T12:00:00Z')

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return { privateKey, pem: publicKey.export({ type: 'spki', format: 'pem' }).toString() }
}
const KEY = keyPair()
const OTHER = keyPair()

function signed(fields: LicenseFields = FIELDS, privateKey: KeyObject = KEY.privateKey): string {
  return formatLicenseFile(fields, new Uint8Array(sign(null, licenseSignedBytes(fields), privateKey)))
}

function parsed(text: string): ParsedLicense {
  const result = parseLicenseFile(text)
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.detail}`)
  return result.license
}

async function judge(text: string, options: { machine?: string; now?: Date; pem?: string } = {}) {
  const publicKey = await importLicensePublicKey(options.pem ?? KEY.pem)
  return judgeLicense(parsed(text), { publicKey, machine: options.machine, now: options.now ?? DURING })
}

function flipFirstSignatureByte(signature: string): string {
  const bytes = Buffer.from(signature, 'base64')
  bytes[0] ^= 1
  return bytes.toString('base64')
}

/** The file with the character at `index` replaced by another one that keeps it parseable where possible. */
function changeCharAt(text: string, index: number): string {
  const char = text[index]
  const replacement = /[0-9]/.test(char) ? String((Number(char) + 1) % 10) : /[A-Za-z]/.test(char) ? (char === 'A' ? 'B' : 'A') : char
  return text.slice(0, index) + replacement + text.slice(index + 1)
}

describe('licence file format', () => {
  it('writes four LF lines: header, canonical JSON, a base64 signature, footer', () => {
    const lines = signed().split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]).toBe('-----BEGIN SUMMIT LICENSE v1-----')
    expect(lines[1]).toMatch(/^\{"caps":\{"solid":200\},"company":"北京某某测绘有限公司","customer":\{"id":"cust-42","name":"张三"\},/)
    expect(lines[2]).toMatch(/^[A-Za-z0-9+/]{86}==$/)
    expect(lines[3]).toBe('-----END SUMMIT LICENSE v1-----')
    expect(lines[4]).toBe('')
  })

  it('reads back exactly the fields it was written with, and they verify for the machine within the dates', async () => {
    const text = signed()
    expect(parsed(text).fields).toEqual(FIELDS)
    expect(await judge(text, { machine: 'ABCD-1234-EF56' })).toEqual({ signature: true, machine: 'match', dates: 'valid', valid: true })
    expect(await judge(text, { machine: '  ABCD-1234-EF56 ' })).toMatchObject({ machine: 'match', valid: true })
    expect(await judge(text)).toEqual({ signature: true, machine: 'unchecked', dates: 'valid', valid: true })
  })

  it('tolerates CRLF line ends, a byte order mark and a missing final line end on read', async () => {
    const text = signed()
    for (const variant of ['\uFEFF' + text, text.replace(/\n/g, '\r\n'), text.trimEnd()]) {
      expect(parsed(variant).fields).toEqual(FIELDS)
      expect((await judge(variant)).valid).toBe(true)
    }
  })

  it('fails the signature when any character of the JSON or the signature changes', async () => {
    const text = signed()
    const jsonStart = text.indexOf('\n') + 1
    const signatureEnd = text.lastIndexOf('\n-----END')
    let changed = 0
    let judged = 0
    const publicKey = await importLicensePublicKey(KEY.pem)
    for (let index = jsonStart; index < signatureEnd; index++) {
      const tampered = changeCharAt(text, index)
      if (tampered === text) continue
      const result = parseLicenseFile(tampered)
      // A change either makes the file malformed (refused) or leaves it parseable with a signature that fails.
      if (result.ok) {
        expect([index, (await judgeLicense(result.license, { publicKey, now: DURING })).signature]).toEqual([index, false])
        judged++
      }
      changed++
    }
    expect(changed).toBeGreaterThan(300)
    // Changes inside string values and every signature character still parse and reach the check (about 195 of them).
    expect(judged).toBeGreaterThan(150)
  })

  it('fails the signature for a field changed and re-canonicalised, as a forger would write it', async () => {
    const [header, , signature, footer] = signed().split('\n')
    const forged = { ...FIELDS, end: '2036-02-01T00:00:00.000Z', caps: { solid: 100000 } }
    const text = [header, JSON.stringify(Object.fromEntries(Object.entries(forged).sort())), signature, footer].join('\n')
    expect(parsed(text).fields.end).toBe('2036-02-01T00:00:00.000Z')
    expect(await judge(text)).toMatchObject({ signature: false, valid: false })
  })

  it('fails the signature with another public key, and a file signed by another key with ours', async () => {
    expect(await judge(signed(), { pem: OTHER.pem })).toMatchObject({ signature: false, valid: false })
    expect(await judge(signed(FIELDS, OTHER.privateKey))).toMatchObject({ signature: false, valid: false })
  })

  it('fails the machine check for another machine code', async () => {
    expect(await judge(signed(), { machine: 'ABCD-1234-EF57' })).toEqual({
      signature: true,
      machine: 'mismatch',
      dates: 'valid',
      valid: false,
    })
    expect(await judge(signed(), { machine: 'abcd-1234-ef56' })).toMatchObject({ machine: 'mismatch', valid: false })
  })

  it('holds from start (inclusive) until end (exclusive)', async () => {
    const text = signed()
    expect(await judge(text, { now: new Date('2025-12-31T23:59:59.999Z') })).toMatchObject({ dates: 'not-yet-valid', valid: false })
    expect(await judge(text, { now: new Date('2026-01-01T00:00:00.000Z') })).toMatchObject({ dates: 'valid', valid: true })
    expect(await judge(text, { now: new Date('2026-01-31T23:59:59.999Z') })).toMatchObject({ dates: 'valid', valid: true })
    expect(await judge(text, { now: new Date('2026-02-01T00:00:00.000Z') })).toMatchObject({ dates: 'expired', valid: false })
  })

  it('refuses malformed files with a reason', () => {
    const text = signed()
    const [header, json, signature, footer] = text.trimEnd().split('\n')
    const withJson = (value: unknown) => [header, typeof value === 'string' ? value : JSON.stringify(value), signature, footer].join('\n')
    const canonical = (fields: Record<string, unknown>) => withJson(Object.fromEntries(Object.entries(fields).sort()))
    const cases: [string, string, RegExp][] = [
      ['', 'layout', /expected 4 lines/],
      [text + 'extra\n', 'layout', /found 5/],
      [[header, json, footer].join('\n'), 'layout', /found 3/],
      [text.replace('BEGIN SUMMIT LICENSE v1', 'BEGIN SUMMIT LICENSE v2'), 'header', /first line/],
      [text.replace('END SUMMIT LICENSE v1', 'END LICENSE'), 'footer', /last line/],
      [' ' + text, 'header', /first line/],
      [withJson('{"caps":'), 'json', /not JSON/],
      [withJson(JSON.stringify(FIELDS)), 'not-canonical', /canonical/],
      [withJson(json.replace('{"caps"', '{ "caps"')), 'not-canonical', /canonical/],
      [withJson([1, 2]), 'fields', /must be an object/],
      [canonical({ ...FIELDS, licenseId: undefined }), 'fields', /missing licenseId/],
      [canonical({ ...FIELDS, extra: 1 }), 'fields', /unknown extra/],
      [canonical({ ...FIELDS, machineCode: '  ' }), 'fields', /machineCode must be a non-empty string/],
      [canonical({ ...FIELDS, company: null }), 'fields', /company must be a string/],
      [canonical({ ...FIELDS, customer: { id: 'c' } }), 'fields', /customer must be \{id, name\}/],
      [canonical({ ...FIELDS, product: { id: '', name: 'x' } }), 'fields', /product must be \{id, name\}/],
      [canonical({ ...FIELDS, caps: { solid: -1 } }), 'fields', /caps must map/],
      [canonical({ ...FIELDS, caps: { solid: 1.5 } }), 'fields', /caps must map/],
      [canonical({ ...FIELDS, modules: 'core' }), 'fields', /modules must be a list/],
      [canonical({ ...FIELDS, end: '2026-02-01' }), 'fields', /end must be an ISO 8601 instant/],
      [canonical({ ...FIELDS, start: '2026-13-01T00:00:00Z' }), 'fields', /start must be an ISO 8601 instant/],
      [canonical({ ...FIELDS, end: FIELDS.start }), 'fields', /start must be before end/],
      [canonical({ ...FIELDS, kind: 'free' }), 'fields', /kind must be paid or trial/],
      [[header, json, signature.slice(4), footer].join('\n'), 'signature-encoding', /64-byte signature/],
      [[header, json, signature.replace('==', ''), footer].join('\n'), 'signature-encoding', /64-byte signature/],
      [[header, json, signature + 'AAAA', footer].join('\n'), 'signature-encoding', /64-byte signature/],
      [[header, json, `${signature.slice(0, 10)} ${signature.slice(10)}`, footer].join('\n'), 'signature-encoding', /base64/],
      ['x'.repeat(20_000), 'too-large', /longer than/],
    ]
    for (const [input, reason, detail] of cases) {
      const result = parseLicenseFile(input)
      expect(result.ok ? 'accepted' : [result.reason, result.detail]).toEqual([reason, expect.stringMatching(detail)])
    }
  })

  it('refuses a public key that is not a PEM public key', async () => {
    await expect(importLicensePublicKey('hello')).rejects.toThrow(/not a PEM public key/)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
    await expect(importLicensePublicKey(rsa)).rejects.toThrow()
  })
})

describe('the copyable verifier (tools/license-verify/verify-license.mjs)', () => {
  it('gives the same verdicts as the main code on good, tampered, re-signed, other-machine and out-of-date files', async () => {
    const good = signed()
    const [header, json, signature, footer] = good.trimEnd().split('\n')
    const files = {
      good,
      crlf: good.replace(/\n/g, '\r\n'),
      'tampered JSON': [header, json.replace('"solid":200', '"solid":900'), signature, footer].join('\n'),
      // A flipped bit in the signature's first byte: a changed character could be '+' or '/', which changeCharAt keeps.
      'tampered signature': [header, json, flipFirstSignatureByte(signature), footer].join('\n'),
      'other key': signed(FIELDS, OTHER.privateKey),
      paid: signed({ ...FIELDS, kind: 'paid', caps: {}, modules: [] }),
    }
    const situations = [
      { machine: 'ABCD-1234-EF56', now: DURING },
      { machine: 'OTHER', now: DURING },
      { now: new Date('2025-06-01T00:00:00Z') },
      { machine: 'ABCD-1234-EF56', now: new Date('2026-03-01T00:00:00Z') },
    ]
    const publicKey = await importLicensePublicKey(KEY.pem)
    let valid = 0
    for (const [name, text] of Object.entries(files)) {
      for (const situation of situations) {
        const main = await judgeLicense(parsed(text), { publicKey, ...situation })
        const copy = await verifyLicense(text, KEY.pem, situation)
        expect(copy.ok && [name, copy.fields, copy.signature, copy.machine, copy.dates, copy.valid]).toEqual([
          name,
          parsed(text).fields,
          main.signature,
          main.machine,
          main.dates,
          main.valid,
        ])
        if (main.valid) valid++
      }
    }
    expect(valid).toBe(3)
  })

  it('refuses what is not a licence file', async () => {
    expect(await verifyLicense('hello', KEY.pem)).toEqual({ ok: false, reason: 'not a licence file' })
    const [header, , signature, footer] = signed().trimEnd().split('\n')
    expect(await verifyLicense([header, '{"caps":', signature, footer].join('\n'), KEY.pem)).toEqual({
      ok: false,
      reason: 'unreadable JSON or signature',
    })
    expect(await verifyLicense([header, '{}', signature, footer].join('\n'), KEY.pem)).toEqual({ ok: false, reason: 'fields missing' })
  })
})

describe('docs/license-file.md', () => {
  it('shows a genuine file, which both verifiers accept with the public key printed beside it', async () => {
    const doc = readFileSync(new URL('../../docs/license-file.md', import.meta.url), 'utf8')
    const example = /```\n(-----BEGIN SUMMIT LICENSE v1-----\n[\s\S]+?-----END SUMMIT LICENSE v1-----\n)```/.exec(doc)?.[1] ?? ''
    const pem = /```\n(-----BEGIN PUBLIC KEY-----\n[\s\S]+?-----END PUBLIC KEY-----\n)```/.exec(doc)?.[1] ?? ''
    expect(parsed(example).fields).toEqual(FIELDS)
    expect(await judge(example, { pem, machine: FIELDS.machineCode })).toEqual({
      signature: true,
      machine: 'match',
      dates: 'valid',
      valid: true,
    })
    expect(await verifyLicense(example, pem, { machine: FIELDS.machineCode, now: DURING })).toMatchObject({ ok: true, valid: true })
  })
})
