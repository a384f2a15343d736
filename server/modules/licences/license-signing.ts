// The key that signs licence files (docs/license-file.md, "Keys"). Production: LICENSE_SIGNING_KEY (checked by
// server/config.ts). Development and test: an Ed25519 key generated once into DATA_DIR and read back on every later
// start, so files signed before a restart still verify after it.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatLicenseFile, licenseSignedBytes, type LicenseFields } from '../../../domain/license-file'

export const DEV_SIGNING_KEY_FILE = 'license-signing-key.pem'
export const DEV_PUBLIC_KEY_FILE = 'license-public-key.pem'
/** The production public key as committed with the desktop software's release (docs/license-file.md, "Keys"). */
export const COMMITTED_PUBLIC_KEY_FILE = fileURLToPath(new URL('../../../keys/license-public-key.pem', import.meta.url))

export interface LicenseSigner {
  /** SPKI PEM of the public key: what verifiers are given. */
  publicKeyPem: string
  source: 'environment' | 'data-folder'
  signLicense(fields: LicenseFields): string
}

/**
 * Reads an Ed25519 private key given as PKCS#8 PEM (literal "\n" allowed, as env files often carry it) or as the
 * base64 of the PKCS#8 DER; throws with a reason otherwise.
 */
export function parseLicenseSigningKey(value: string): KeyObject {
  const text = value.trim().replace(/\\n/g, '\n')
  let key: KeyObject
  try {
    key = text.startsWith('-----BEGIN')
      ? createPrivateKey({ key: text, format: 'pem' })
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' })
  } catch {
    throw new Error('not a PKCS#8 private key in PEM or base64 (generate one with `npm run license -- keygen`)')
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`an Ed25519 key is needed, not ${key.asymmetricKeyType}`)
  return key
}

export function createLicenseSigner(privateKey: KeyObject, source: LicenseSigner['source']): LicenseSigner {
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString()
  return {
    publicKeyPem,
    source,
    signLicense: (fields) => formatLicenseFile(fields, new Uint8Array(sign(null, licenseSignedBytes(fields), privateKey))),
  }
}

/** The environment's key when given, else the data folder's (created on first use, never replaced). */
export function loadLicenseSigner(options: { signingKey?: string; dataDir: string }): LicenseSigner {
  if (options.signingKey) return createLicenseSigner(parseLicenseSigningKey(options.signingKey), 'environment')
  mkdirSync(options.dataDir, { recursive: true })
  const keyPath = join(options.dataDir, DEV_SIGNING_KEY_FILE)
  const fresh = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  // Written whole to a private temporary file, then linked into place: link fails when the name exists, so of
  // processes starting together one wins, and no one can read a key file that is still being written.
  const temporary = `${keyPath}.${process.pid}.${randomUUID()}.tmp`
  writeFileSync(temporary, fresh, { flag: 'wx', mode: 0o600 })
  try {
    linkSync(temporary, keyPath)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temporary)
  }
  const signer = createLicenseSigner(parseLicenseSigningKey(readFileSync(keyPath, 'utf8')), 'data-folder')
  // The public half beside it, for `npm run license -- verify` without --key.
  const publicPath = join(options.dataDir, DEV_PUBLIC_KEY_FILE)
  const publicTemporary = `${publicPath}.${process.pid}.${randomUUID()}.tmp`
  writeFileSync(publicTemporary, signer.publicKeyPem)
  renameSync(publicTemporary, publicPath)
  return signer
}

/**
 * Why `privateKey` is not the private half of the public key committed in `file`, or null when it is, or when no key is
 * committed there yet (production's key is committed at go-live; until then the published URL is the only copy).
 */
export function committedKeyMismatch(privateKey: KeyObject, file: string = COMMITTED_PUBLIC_KEY_FILE): string | null {
  let pem: string
  try {
    pem = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  let committed: KeyObject
  try {
    committed = createPublicKey(pem)
  } catch {
    return `${file} is not a public key in PEM`
  }
  const ours = createPublicKey(privateKey).export({ type: 'spki', format: 'der' })
  return committed.export({ type: 'spki', format: 'der' }).equals(ours)
    ? null
    : `LICENSE_SIGNING_KEY is not the private half of ${file} (the public key the desktop software verifies with): ` +
        'every licence file it signed would be refused'
}
