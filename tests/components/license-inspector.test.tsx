// The licence inspector against real licence files: each is signed in the test with an Ed25519 key made here (WebCrypto)
// and laid out by the same domain/license-file.ts helpers the server uses; the public key is what the stubbed
// GET /pc/license-public-key.pem answers. A genuine file, a changed byte, another key, an expired and a future file,
// garbage, a wrong machine code and a key that cannot be loaded each show their verdict, in three languages, with
// axe finding nothing.
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatLicenseFile, licenseSignedText, type LicenseFields } from '../../domain/license-file'
import { LicenseInspector } from '../../src/features/licences/license-inspector'
import { switchLanguage } from '../../src/i18n/i18n'
import { storage } from '../../src/storage/storage'
import { renderWithApp, startEachTestInZhCN } from './support/render-with-app'

startEachTestInZhCN()

const DAY = 24 * 60 * 60 * 1000

function fieldsOf(overrides: Partial<LicenseFields> = {}): LicenseFields {
  const now = Date.now()
  return {
    licenseId: 'lic-0001',
    customer: { id: 'cust-1', name: '测试用户' },
    company: '北京某某测绘有限公司',
    machineCode: 'ABCD-1234-EF56',
    product: { id: 'prod-solid-trial', name: 'SummitSolid 试用版' },
    featureId: '2009',
    caps: { solid: 200 },
    modules: ['base', 'roof'],
    start: new Date(now - DAY).toISOString(),
    end: new Date(now + 29 * DAY).toISOString(),
    issuedAt: new Date(now - DAY).toISOString(),
    kind: 'trial',
    ...overrides,
  }
}

let serverKey: CryptoKeyPair
let otherKey: CryptoKeyPair
let publicPem: string

async function signed(fields: LicenseFields, key = serverKey): Promise<string> {
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: 'Ed25519' }, key.privateKey, new TextEncoder().encode(licenseSignedText(fields))),
  )
  return formatLicenseFile(fields, signature)
}

const fetchKey = vi.fn<(url: string) => Promise<Response>>()

beforeAll(async () => {
  serverKey = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  otherKey = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  const spki = Buffer.from(await crypto.subtle.exportKey('spki', serverKey.publicKey)).toString('base64')
  publicPem = `-----BEGIN PUBLIC KEY-----\n${spki}\n-----END PUBLIC KEY-----\n`
})

beforeEach(() => {
  fetchKey.mockReset()
  fetchKey.mockImplementation(async () => new Response(publicPem, { status: 200, headers: { 'content-type': 'application/x-pem-file' } }))
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => fetchKey(String(input)))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  storage.clear()
})

async function renderInspector() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithApp(<LicenseInspector />, queryClient)
}

async function choose(text: string, name = 'summit.lic') {
  const input = await screen.findByTestId('license-inspector-file')
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/octet-stream' })] } })
  })
}

async function verdictOf(expected: string) {
  await waitFor(() => expect(screen.getByTestId('license-inspector-verdict').getAttribute('data-verdict')).toBe(expected))
  return screen.getByTestId('license-inspector-verdict')
}

const headline = () => screen.getByTestId('license-inspector-headline')
const field = (key: string) => screen.getByTestId(`license-inspector-field-${key}`).textContent

async function axeViolations(container: Element): Promise<string[]> {
  // jsdom renders no layout: contrast is judged by the browser tests' axe run.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** One changed character inside the signed JSON line (the machine code), keeping the file well formed. */
function tamperJson(text: string): string {
  return text.replace('ABCD-1234-EF56', 'ABCD-1234-EF57')
}

/** One changed character of the base64 signature (still 64 bytes of canonical base64). */
function tamperSignature(text: string): string {
  const lines = text.split('\n')
  const signature = lines[2]
  const at = 10
  lines[2] = signature.slice(0, at) + (signature[at] === 'A' ? 'B' : 'A') + signature.slice(at + 1)
  return lines.join('\n')
}

describe('LicenseInspector', () => {
  it('shows a genuine, valid file with every field, fetching the published key once for several files', async () => {
    const { container } = await renderInspector()
    expect(screen.queryByTestId('license-inspector-verdict')).toBeNull()
    await choose(await signed(fieldsOf()))
    const verdict = await verdictOf('valid')
    expect(headline().textContent).toBe('许可证真实且在有效期内')
    expect(headline().getAttribute('role')).toBeNull()
    expect(verdict.getAttribute('data-machine')).toBe('unchecked')
    expect(screen.getByTestId('license-inspector-name').textContent).toContain('summit.lic')
    expect(field('licenseId')).toBe('lic-0001')
    expect(field('kind')).toBe('试用版')
    expect(field('customer')).toBe('测试用户 (cust-1)')
    expect(field('company')).toBe('北京某某测绘有限公司')
    expect(field('machineCode')).toBe('ABCD-1234-EF56')
    expect(field('product')).toBe('SummitSolid 试用版 (prod-solid-trial)')
    expect(field('featureId')).toBe('2009')
    expect(field('caps')).toBe('solid: 200')
    expect(field('modules')).toBe('base, roof')
    for (const key of ['start', 'end', 'issuedAt']) expect(field(key)).toMatch(/\d{4}/)
    expect(screen.getByTestId('license-inspector-fields').textContent).toContain('许可证内容')
    expect(await axeViolations(container)).toEqual([])

    await choose(await signed(fieldsOf({ licenseId: 'lic-0002', caps: {}, modules: [], company: '', kind: 'paid' })), 'b.lic')
    await waitFor(() => expect(field('licenseId')).toBe('lic-0002'))
    await verdictOf('valid')
    expect(field('kind')).toBe('正式版')
    expect(field('caps')).toBe('无')
    expect(field('modules')).toBe('无')
    expect(field('company')).toBe('无')
    expect(fetchKey).toHaveBeenCalledTimes(1)
    expect(fetchKey.mock.calls[0][0]).toMatch(/license-public-key\.pem$/)
  })

  it('refuses a file with one changed byte in its contents or its signature as not genuine, announced', async () => {
    const { container } = await renderInspector()
    const genuine = await signed(fieldsOf())
    await choose(tamperJson(genuine))
    await verdictOf('not-genuine')
    expect(headline().textContent).toBe('许可证不真实')
    expect(headline().getAttribute('role')).toBe('alert')
    expect(screen.getByTestId('license-inspector-fields').textContent).toContain('不可信')
    expect(await axeViolations(container)).toEqual([])

    await choose(genuine)
    await verdictOf('valid')
    await choose(tamperSignature(genuine))
    await verdictOf('not-genuine')
  })

  it('refuses a well-formed file signed by another key as not genuine', async () => {
    await renderInspector()
    await choose(await signed(fieldsOf(), otherKey))
    await verdictOf('not-genuine')
    expect(screen.getByRole('alert').textContent).toBe('许可证不真实')
  })

  it('says a genuine file is expired or not yet valid', async () => {
    await renderInspector()
    const now = Date.now()
    await choose(await signed(fieldsOf({ start: new Date(now - 60 * DAY).toISOString(), end: new Date(now - 30 * DAY).toISOString() })))
    await verdictOf('expired')
    expect(headline().textContent).toBe('许可证真实，但已过期')
    expect(headline().getAttribute('role')).toBeNull()
    await choose(await signed(fieldsOf({ start: new Date(now + DAY).toISOString(), end: new Date(now + 31 * DAY).toISOString() })))
    await verdictOf('not-yet-valid')
    expect(headline().textContent).toBe('许可证真实，但尚未生效')
  })

  it('says a garbage or malformed file is not a licence file, with the reason, announced', async () => {
    const { container } = await renderInspector()
    await choose('PK\u0003\u0004 this is a zip, not a licence', 'notes.zip')
    await verdictOf('not-licence')
    expect(screen.getByRole('alert').textContent).toBe('这不是许可证文件')
    expect(screen.getByTestId('license-inspector-verdict').textContent).toContain('文件应为四行')
    expect(screen.queryByTestId('license-inspector-fields')).toBeNull()
    expect(await axeViolations(container)).toEqual([])

    const reindented = (await signed(fieldsOf())).replace('{"caps"', '{ "caps"')
    await choose(reindented)
    await verdictOf('not-licence')
    expect(screen.getByTestId('license-inspector-verdict').textContent).toContain('格式被改动过')
    await choose('x'.repeat(70_000))
    await verdictOf('not-licence')
    expect(screen.getByTestId('license-inspector-verdict').textContent).toContain('文件过大')
  })

  it('says whether the file is for a typed machine code (trimmed)', async () => {
    await renderInspector()
    await choose(await signed(fieldsOf()))
    await verdictOf('valid')
    expect(screen.queryByTestId('license-inspector-machine-verdict')).toBeNull()
    fireEvent.change(screen.getByTestId('license-inspector-machine'), { target: { value: '  ABCD-1234-EF56 ' } })
    await waitFor(() => expect(screen.getByTestId('license-inspector-verdict').getAttribute('data-machine')).toBe('match'))
    expect(screen.getByTestId('license-inspector-machine-verdict').textContent).toContain('适用于这台电脑')
    fireEvent.change(screen.getByTestId('license-inspector-machine'), { target: { value: 'OTHER-PC' } })
    await waitFor(() => expect(screen.getByTestId('license-inspector-verdict').getAttribute('data-machine')).toBe('mismatch'))
    expect(screen.getByTestId('license-inspector-machine-verdict').textContent).toBe(
      '该许可证不适用于这台电脑：文件中的机器码为 ABCD-1234-EF56。',
    )
  })

  it('reads a file dropped on the drop zone; the choose button is a keyboard-reachable button', async () => {
    await renderInspector()
    const choose = screen.getByTestId('license-inspector-choose')
    expect(choose.tagName).toBe('BUTTON')
    expect(choose.textContent).toBe('选择许可证文件')
    const input = screen.getByTestId('license-inspector-file') as HTMLInputElement
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {})
    fireEvent.click(choose)
    expect(opened).toHaveBeenCalledTimes(1)

    const zone = screen.getByTestId('license-inspector-drop')
    const file = new File([await signed(fieldsOf())], 'dropped.lic')
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } })
    expect(zone.getAttribute('data-dragging')).toBe('true')
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files: [file] } })
    })
    await verdictOf('valid')
    expect(zone.getAttribute('data-dragging')).toBeNull()
    expect(screen.getByTestId('license-inspector-name').textContent).toContain('dropped.lic')
  })

  it('says when the public key cannot be loaded (after its one automatic retry) and checks again after a retry', async () => {
    const unavailable = async () => new Response('nope', { status: 503 })
    fetchKey.mockImplementationOnce(unavailable).mockImplementationOnce(unavailable)
    await renderInspector()
    await choose(await signed(fieldsOf()))
    await waitFor(() => expect(screen.getByTestId('license-inspector-verdict').getAttribute('data-verdict')).toBe('key-unavailable'), {
      timeout: 4000,
    })
    expect(screen.getByRole('alert').textContent).toBe('无法校验签名')
    fireEvent.click(screen.getByTestId('license-inspector-retry-key'))
    await verdictOf('valid')
    expect(fetchKey).toHaveBeenCalledTimes(3)
  })

  it.each([
    ['en', 'Genuine and valid', 'This licence is not genuine', 'This is not a licence file', 'Inspect a licence file'],
    ['zh-TW', '許可證真實且在有效期內', '許可證不真實', '這不是許可證檔案', '查驗許可證檔案'],
  ] as const)('speaks %s', async (language, valid, notGenuine, notLicence, title) => {
    await switchLanguage(language)
    const { container } = await renderInspector()
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(title)
    const genuine = await signed(fieldsOf())
    await choose(genuine)
    await verdictOf('valid')
    expect(headline().textContent).toBe(valid)
    await choose(tamperJson(genuine))
    await verdictOf('not-genuine')
    expect(headline().textContent).toBe(notGenuine)
    await choose('garbage')
    await verdictOf('not-licence')
    expect(headline().textContent).toBe(notLicence)
    expect(await axeViolations(container)).toEqual([])
  })
})
