// Verifies a Summit Store licence file offline (format: docs/license-file.md). Copy this file into your program: it
// needs nothing but WebCrypto (Node 20+, Chromium, Firefox 129+, Safari 17+). Usage:
//   const result = await verifyLicense(fileText, publicKeyPem, { machine: 'ABCD-1234' })
//   if (result.valid) run(result.fields.caps)
// result: { ok: false, reason } for a file that is not a licence file, else
//         { ok: true, fields, signature: boolean, machine: 'match'|'mismatch'|'unchecked',
//           dates: 'valid'|'not-yet-valid'|'expired', valid: boolean }
const HEADER = '-----BEGIN SUMMIT LICENSE v1-----'
const FOOTER = '-----END SUMMIT LICENSE v1-----'

const bytesOf = (base64) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

export async function verifyLicense(text, publicKeyPem, { machine, now = new Date() } = {}) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
  if (lines.length !== 4 || lines[0] !== HEADER || lines[3] !== FOOTER) return { ok: false, reason: 'not a licence file' }
  const [, json, signatureBase64] = lines
  let fields
  let signature
  try {
    fields = JSON.parse(json)
    signature = bytesOf(signatureBase64)
  } catch {
    return { ok: false, reason: 'unreadable JSON or signature' }
  }
  if (typeof fields?.machineCode !== 'string' || typeof fields.start !== 'string' || typeof fields.end !== 'string') {
    return { ok: false, reason: 'fields missing' }
  }
  const pem = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(publicKeyPem)
  if (!pem) throw new Error('not a PEM public key')
  const key = await crypto.subtle.importKey('spki', bytesOf(pem[1].replace(/\s+/g, '')), { name: 'Ed25519' }, false, ['verify'])
  // The signature covers exactly the UTF-8 bytes of the JSON line.
  const genuine = await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, new TextEncoder().encode(json))
  const wanted = machine?.trim()
  const machineVerdict = !wanted ? 'unchecked' : wanted === fields.machineCode.trim() ? 'match' : 'mismatch'
  const time = now.getTime()
  const dates = time < Date.parse(fields.start) ? 'not-yet-valid' : time >= Date.parse(fields.end) ? 'expired' : 'valid'
  const valid = genuine && machineVerdict !== 'mismatch' && dates === 'valid'
  return { ok: true, fields, signature: genuine, machine: machineVerdict, dates, valid }
}
