// A local Alibaba Cloud SMS (Dysmsapi SendSms) for tests and the two-process test: it issues an AccessKey pair,
// verifies each request's ACS3-HMAC-SHA256 signature by recomputing it with the secret it issued (its own code, not
// the provider's), refuses like the platform (JSON {RequestId, HostId, Code, Message}), checks the sign name and
// template, and records what it "delivered" so a test can read the latest code sent to a phone.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface AliyunSmsFakeOptions {
  accessKeyId?: string
  accessKeySecret?: string
  signName?: string
  templateCode?: string
  /** The platform's clock for the x-acs-date check (15 minutes either way); wall time by default. */
  clock?: () => Date
}

export interface DeliveredSms {
  phone: string
  signName: string
  templateCode: string
  params: Record<string, string>
  at: Date
}

export interface AliyunSmsFake {
  url: string
  close: () => Promise<void>
  /** Env for readAliyunSmsSettings that points our provider at this fake with the issued key pair. */
  settingsEnv: Record<string, string>
  accessKeyId: string
  accessKeySecret: string
  /** The code of the latest message delivered to a phone, or undefined. */
  latestCode: (phone: string) => string | undefined
  delivered: () => DeliveredSms[]
  /** Every refusal so far (platform code), newest last. */
  refusals: () => string[]
  /** Answer every following SendSms with this business error (e.g. isv.BUSINESS_LIMIT_CONTROL); null to stop. */
  failWith: (code: string | null, message?: string) => void
}

const HOST_ID = 'dysmsapi.aliyuncs.com'

/** RFC 3986 encoding of the V3 signature (written here independently of the provider's). */
const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())

/** The platform's side: the signature of a request as the platform recomputes it. */
export function platformSignature(
  secret: string,
  req: {
    method: string
    path: string
    params: [string, string][]
    headers: Record<string, string>
    signedHeaders: string[]
    payloadHash: string
  },
): string {
  const query = req.params
    .map(([k, v]) => [enc(k), enc(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const headerBlock = req.signedHeaders.map((h) => `${h}:${(req.headers[h] ?? '').trim()}\n`).join('')
  const canonical = `${req.method}\n${req.path}\n${query}\n${headerBlock}\n${req.signedHeaders.join(';')}\n${req.payloadHash}`
  const hashed = createHash('sha256').update(canonical).digest('hex')
  return createHmac('sha256', secret).update(`ACS3-HMAC-SHA256\n${hashed}`).digest('hex')
}

export async function startAliyunSmsFake(options: AliyunSmsFakeOptions = {}): Promise<AliyunSmsFake> {
  const accessKeyId = options.accessKeyId ?? `LTAI${randomBytes(10).toString('hex')}`
  const accessKeySecret = options.accessKeySecret ?? randomBytes(15).toString('base64url')
  const signName = options.signName ?? '峰顶软件'
  const templateCode = options.templateCode ?? 'SMS_465300001'
  const clock = options.clock ?? (() => new Date())
  const delivered: DeliveredSms[] = []
  const refusals: string[] = []
  const nonces = new Set<string>()
  let failure: { code: string; message: string } | null = null

  const answer = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }))
  }
  const refuse = (res: ServerResponse, status: number, code: string, message: string) => {
    refusals.push(code)
    answer(res, status, { HostId: HOST_ID, Code: code, Message: message, Recommend: `https://api.aliyun.com/troubleshoot?q=${code}` })
  }

  const handle = (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '')
    if (!auth) return refuse(res, 400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.')
    const [, credential, signedList, signature] = auth
    if (credential !== accessKeyId) return refuse(res, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.')
    const signedHeaders = signedList.split(';')
    const mustSign = ['host', ...Object.keys(headers).filter((h) => h.startsWith('x-acs-'))]
    if (mustSign.some((h) => !signedHeaders.includes(h)) || [...signedHeaders].sort().join(';') !== signedList) {
      return refuse(res, 400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.')
    }
    if (headers['x-acs-action'] !== 'SendSms') return refuse(res, 400, 'InvalidAction.NotFound', 'Specified api is not found.')
    if (headers['x-acs-version'] !== '2017-05-25') return refuse(res, 400, 'InvalidVersion', 'Specified parameter Version is not valid.')
    const payloadHash = createHash('sha256').update(body).digest('hex')
    if (headers['x-acs-content-sha256'] !== payloadHash) {
      return refuse(res, 400, 'ContentSHA256NotMatched', 'The x-acs-content-sha256 header does not match the request body.')
    }
    const date = headers['x-acs-date'] ?? ''
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date))
      return refuse(res, 400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.')
    if (Math.abs(Date.parse(date) - clock().getTime()) > 15 * 60_000) {
      return refuse(res, 400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.')
    }
    const params = [...url.searchParams.entries()]
    if (body.length > 0 && (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      params.push(...new URLSearchParams(body.toString('utf8')).entries())
    }
    const expected = platformSignature(accessKeySecret, {
      method: req.method ?? '',
      path: url.pathname,
      params,
      headers,
      signedHeaders,
      payloadHash,
    })
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      return refuse(res, 400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.')
    }
    const nonce = headers['x-acs-signature-nonce'] ?? ''
    if (!nonce) return refuse(res, 400, 'MissingSignatureNonce', 'SignatureNonce is mandatory for this action.')
    if (nonces.has(nonce)) return refuse(res, 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.')
    nonces.add(nonce)

    const p = Object.fromEntries(params)
    if (!p.PhoneNumbers) return refuse(res, 400, 'MissingPhoneNumbers', 'PhoneNumbers is mandatory for this action.')
    if (p.SignName !== signName) return answer(res, 200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' })
    if (p.TemplateCode !== templateCode) return answer(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' })
    let templateParams: Record<string, string>
    try {
      templateParams = JSON.parse(p.TemplateParam ?? '')
      if (!/^\d{4,8}$/.test(templateParams.code ?? '')) throw new Error('no code')
    } catch {
      return answer(res, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' })
    }
    const phones = p.PhoneNumbers.split(',')
    if (phones.some((phone) => !/^1\d{10}$/.test(phone)))
      return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' })
    if (failure) return answer(res, 200, { Code: failure.code, Message: failure.message })
    for (const phone of phones) delivered.push({ phone, signName, templateCode, params: templateParams, at: clock() })
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` })
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      try {
        handle(req, Buffer.concat(chunks), res)
      } catch {
        answer(res, 500, {
          HostId: HOST_ID,
          Code: 'InternalError',
          Message: 'The request processing has failed due to some unknown error.',
        })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    accessKeyId,
    accessKeySecret,
    settingsEnv: {
      ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: signName,
      ALIYUN_SMS_TEMPLATE_CODE: templateCode,
      ALIYUN_SMS_ENDPOINT: url,
    },
    latestCode: (phone) => delivered.findLast((m) => m.phone === phone)?.params.code,
    delivered: () => [...delivered],
    refusals: () => [...refusals],
    failWith: (code, message = '触发号码天级流控Permits:10') => {
      failure = code ? { code, message } : null
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
