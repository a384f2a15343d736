// The licence signing key (server/modules/licences/license-signing.ts): LICENSE_SIGNING_KEY in PEM or base64, refused
// when it is not an Ed25519 private key; otherwise a key generated once into the data folder and the same key after a
// restart, so files signed before still verify.
import { execFile } from 'node:child_process'
import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { importLicensePublicKey, judgeLicense, parseLicenseFile, type LicenseFields } from '../../domain/license-file'
import {
  DEV_PUBLIC_KEY_FILE,
  DEV_SIGNING_KEY_FILE,
  loadLicenseSigner,
  parseLicenseSigningKey,
} from '../../server/modules/licences/license-signing'
import { TEST_LICENSE_SIGNING_KEY } from './support/license-test-key'
import { startTestApp } from './support/test-app'

const FIELDS: LicenseFields = {
  licenseId: 'lic-1',
  customer: { id: 'c-1', name: '李四' },
  company: '',
  machineCode: 'M-1',
  product: { id: 'p-map', name: 'SummitMap' },
  featureId: '2001',
  caps: { map: 20 },
  modules: [],
  start: '2026-01-01T00:00:00.000Z',
  end: '2026-02-01T00:00:00.000Z',
  issuedAt: '2026-01-01T00:00:00.000Z',
  kind: 'trial',
}
const DURING = new Date('2026-01-10T00:00:00Z')

const run = promisify(execFile)
const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'summit-license-key-'))
  folders.push(dir)
  return dir
}

async function verifies(fileText: string, publicKeyPem: string): Promise<boolean> {
  const parsed = parseLicenseFile(fileText)
  if (!parsed.ok) throw new Error(parsed.detail)
  return (await judgeLicense(parsed.license, { publicKey: await importLicensePublicKey(publicKeyPem), now: DURING })).signature
}

describe('licence signing key', () => {
  it('is generated once into the data folder and read back after a restart: old files still verify', async () => {
    const dataDir = join(tempDir(), 'nested', 'data')
    const first = loadLicenseSigner({ dataDir })
    expect(first.source).toBe('data-folder')
    const file = first.signLicense(FIELDS)
    const keyFile = readFileSync(join(dataDir, DEV_SIGNING_KEY_FILE), 'utf8')
    expect(keyFile).toMatch(/^-----BEGIN PRIVATE KEY-----/)
    expect(statSync(join(dataDir, DEV_SIGNING_KEY_FILE)).mode & 0o077).toBe(0)
    expect(readFileSync(join(dataDir, DEV_PUBLIC_KEY_FILE), 'utf8')).toBe(first.publicKeyPem)

    const restarted = loadLicenseSigner({ dataDir })
    expect(restarted.publicKeyPem).toBe(first.publicKeyPem)
    expect(readFileSync(join(dataDir, DEV_SIGNING_KEY_FILE), 'utf8')).toBe(keyFile)
    expect(await verifies(file, restarted.publicKeyPem)).toBe(true)
    expect(restarted.signLicense(FIELDS)).toBe(file)
  })

  it('differs between data folders, and a file of one does not verify with the other', async () => {
    const one = loadLicenseSigner({ dataDir: tempDir() })
    const other = loadLicenseSigner({ dataDir: tempDir() })
    expect(one.publicKeyPem).not.toBe(other.publicKeyPem)
    expect(await verifies(one.signLicense(FIELDS), other.publicKeyPem)).toBe(false)
  })

  it('processes starting together on one fresh data folder agree on one key', async () => {
    const dataDir = tempDir()
    const script = fileURLToPath(new URL('./support/print-license-public-key.ts', import.meta.url))
    const keys = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATA_DIR: dataDir } })
        return stdout
      }),
    )
    expect(keys[0]).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect(new Set(keys).size).toBe(1)
    expect(loadLicenseSigner({ dataDir }).publicKeyPem).toBe(keys[0])
  })

  it('uses LICENSE_SIGNING_KEY (base64 PKCS#8 or PEM) and writes nothing into the data folder', async () => {
    const dataDir = tempDir()
    const fromBase64 = loadLicenseSigner({ signingKey: TEST_LICENSE_SIGNING_KEY, dataDir })
    expect(fromBase64.source).toBe('environment')
    expect(existsSync(join(dataDir, DEV_SIGNING_KEY_FILE))).toBe(false)
    const pem = parseLicenseSigningKey(TEST_LICENSE_SIGNING_KEY).export({ type: 'pkcs8', format: 'pem' }).toString()
    for (const given of [pem, pem.replace(/\n/g, '\\n')]) {
      expect(loadLicenseSigner({ signingKey: given, dataDir }).publicKeyPem).toBe(fromBase64.publicKeyPem)
    }
    expect(await verifies(fromBase64.signLicense(FIELDS), fromBase64.publicKeyPem)).toBe(true)
  })

  it('refuses a value that is not an Ed25519 private key, with the reason', () => {
    expect(() => parseLicenseSigningKey('hello')).toThrow(/not a PKCS#8 private key .*npm run license -- keygen/)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    expect(() => parseLicenseSigningKey(rsa)).toThrow(/an Ed25519 key is needed, not rsa/)
    const publicOnly = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString()
    expect(() => parseLicenseSigningKey(publicOnly)).toThrow(/not a PKCS#8 private key/)
  })
})

describe('GET /pc/license-public-key.pem', () => {
  it('publishes the public key the server signs with, the same after a restart on the same data folder', async () => {
    const dataDir = join(tempDir(), 'db')
    const first = await startTestApp({ dataDir })
    const published = await first.call('GET', '/pc/license-public-key.pem')
    await first.close()
    expect(published.status).toBe(200)
    expect(published.headers['content-type']).toBe('application/x-pem-file; charset=utf-8')
    expect(published.body).toMatch(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=]+\n-----END PUBLIC KEY-----\n$/)
    expect(published.body).toBe(loadLicenseSigner({ dataDir }).publicKeyPem)
    const file = loadLicenseSigner({ dataDir }).signLicense(FIELDS)

    const restarted = await startTestApp({ dataDir })
    const again = await restarted.call('GET', '/pc/license-public-key.pem')
    await restarted.close()
    expect(again.body).toBe(published.body)
    expect(await verifies(file, again.body)).toBe(true)
  })

  it('in production publishes the public half of LICENSE_SIGNING_KEY', async () => {
    const staging = await startTestApp({
      env: {
        APP_ENV: 'production',
        ALLOW_SANDBOX_PROVIDERS: '1',
        PUBLIC_BASE_URL: 'https://staging.summit.example',
        LICENSE_SIGNING_KEY: TEST_LICENSE_SIGNING_KEY,
      },
    })
    const published = await staging.call('GET', '/pc/license-public-key.pem')
    await staging.close()
    const expected = createPublicKey(parseLicenseSigningKey(TEST_LICENSE_SIGNING_KEY)).export({ type: 'spki', format: 'pem' })
    expect([published.status, published.body]).toEqual([200, expected.toString()])
  })
})
