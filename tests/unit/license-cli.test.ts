// `npm run license -- verify | keygen` (scripts/license.ts) as a process: what it prints and its exit code on a good,
// a tampered, a wrong-machine, an expired and a malformed file, and a key pair from keygen that signs and verifies.
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import type { LicenseFields } from '../../domain/license-file'
import { loadLicenseSigner } from '../../server/modules/licences/license-signing'

const run = promisify(execFile)
const dir = mkdtempSync(join(tmpdir(), 'summit-license-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const dataDir = join(dir, 'data')
const signer = loadLicenseSigner({ dataDir })
const day = 86_400_000
const FIELDS: LicenseFields = {
  licenseId: 'lic-77',
  customer: { id: 'cust-9', name: '王五' },
  company: '上海某某测绘有限公司',
  machineCode: 'PC-0042',
  product: { id: 'prod-solid', name: 'SummitSolid' },
  featureId: '1001',
  caps: { solid: 200 },
  modules: ['core'],
  start: new Date(Date.now() - day).toISOString(),
  end: new Date(Date.now() + 30 * day).toISOString(),
  issuedAt: new Date(Date.now() - day).toISOString(),
  kind: 'trial',
}

function file(name: string, text: string): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/license.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const good = signer.signLicense(FIELDS)

describe('npm run license -- verify', () => {
  it('prints who, what, until when and VALID, exit 0, for a good file on its machine (key from the data folder)', async () => {
    const result = await cli('verify', file('good.lic', good), '--machine', 'PC-0042')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('licence   lic-77 (trial)')
    expect(result.stdout).toContain('customer  王五 (cust-9), 上海某某测绘有限公司')
    expect(result.stdout).toContain('product   SummitSolid (prod-solid), feature 1001')
    expect(result.stdout).toContain('caps      solid 200')
    expect(result.stdout).toContain(`valid     from ${FIELDS.start} until ${FIELDS.end}`)
    expect(result.stdout).toMatch(/signature genuine\nmachine {3}matches\ndates {5}valid on .*\nVALID\n$/)
  })

  it('refuses a file with one changed byte: signature not genuine, exit 1', async () => {
    const tampered = good.replace('"solid":200', '"solid":900')
    const result = await cli(
      'verify',
      file('tampered.lic', tampered),
      '--machine',
      'PC-0042',
      '--key',
      join(dataDir, 'license-public-key.pem'),
    )
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('caps      solid 900')
    expect(result.stdout).toContain('signature NOT GENUINE: the file was changed or signed with another key')
    expect(result.stdout).toMatch(/REFUSED: signature not genuine\n$/)
  })

  it('refuses a genuine file on another machine, exit 1', async () => {
    const result = await cli('verify', file('good.lic', good), '--machine', 'PC-9999')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('signature genuine')
    expect(result.stdout).toContain('machine   DIFFERENT: the file is for another machine than PC-9999')
    expect(result.stdout).toMatch(/REFUSED: another machine\n$/)
  })

  it('refuses an expired file and one checked before its start (--at), exit 1', async () => {
    const expired = signer.signLicense({
      ...FIELDS,
      start: '2025-01-01T00:00:00.000Z',
      end: '2025-02-01T00:00:00.000Z',
      issuedAt: '2025-01-01T00:00:00.000Z',
    })
    const result = await cli('verify', file('expired.lic', expired), '--machine', 'PC-0042')
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/dates {5}EXPIRED on /)
    expect(result.stdout).toMatch(/REFUSED: expired\n$/)
    const early = await cli('verify', file('good.lic', good), '--at', '2020-01-01T00:00:00Z')
    expect(early.code).toBe(1)
    expect(early.stdout).toContain('machine   not checked (pass --machine <code> to compare)')
    expect(early.stdout).toMatch(/dates {5}NOT YET VALID on 2020-01-01T00:00:00.000Z\nREFUSED: not yet valid\n$/)
  })

  it('cannot judge a malformed file, a missing key or a bad call: the reason on stderr, exit 2', async () => {
    const malformed = await cli('verify', file('bad.lic', good.replace('-----END SUMMIT LICENSE v1-----', '')))
    expect([malformed.code, malformed.stdout, malformed.stderr]).toEqual([
      2,
      '',
      'not a licence file (footer): the last line must be -----END SUMMIT LICENSE v1-----\n',
    ])
    const noKey = await cli('verify', file('good.lic', good), '--key', join(dir, 'missing.pem'))
    expect([noKey.code, noKey.stderr]).toEqual([2, `no public key at ${join(dir, 'missing.pem')}: pass --key <public key .pem>\n`])
    const usage = await cli('verify')
    expect([usage.code, usage.stderr]).toEqual([
      2,
      expect.stringContaining('verify takes exactly one licence file\nusage: npm run license -- verify <file>'),
    ])
  })
})

describe('npm run license -- keygen', () => {
  it('prints a new key pair whose private key signs files its public key verifies', async () => {
    const result = await cli('keygen')
    expect(result.code).toBe(0)
    const signingKey = /^LICENSE_SIGNING_KEY=(\S+)$/m.exec(result.stdout)?.[1]
    const publicPem = /-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.exec(result.stdout)?.[0]
    expect(signingKey && publicPem).toBeTruthy()
    const production = loadLicenseSigner({ signingKey, dataDir: join(dir, 'unused') })
    expect(production.publicKeyPem.trim()).toBe(publicPem)
    const verified = await cli('verify', file('prod.lic', production.signLicense(FIELDS)), '--key', file('prod.pem', publicPem as string))
    expect(verified.code).toBe(0)
    const otherKey = await cli('verify', file('good.lic', good), '--key', join(dir, 'prod.pem'))
    expect(otherKey.code).toBe(1)
  })
})
