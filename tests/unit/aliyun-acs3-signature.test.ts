// The V3 signature (ACS3-HMAC-SHA256) against the worked example of Alibaba Cloud's public documentation
// ("V3版本请求体&签名机制", RunInstances on ecs.cn-shanghai with AccessKey YourAccessKeyId / YourAccessKeySecret),
// for both the provider's signer and the fake platform's independent verifier.
import { describe, expect, it } from 'vitest'
import {
  acs3Authorization,
  acsPercentEncode,
  canonicalQueryString,
  canonicalRequest,
  sha256Hex,
  stringToSign,
} from '../../server/providers/aliyun-sms/acs3-signature'
import { acsDate } from '../../server/providers/aliyun-sms/aliyun-sms-provider'
import { platformSignature } from '../../tools/fake-platforms/aliyun-sms-fake'

const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const query = { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' }
const docExample = (date: string, nonce: string) => ({
  method: 'POST',
  path: '/',
  query,
  headers: {
    host: 'ecs.cn-shanghai.aliyuncs.com',
    'x-acs-action': 'RunInstances',
    'x-acs-content-sha256': EMPTY,
    'x-acs-date': date,
    'x-acs-signature-nonce': nonce,
    'x-acs-version': '2014-05-26',
  },
  payloadHash: EMPTY,
})

describe('ACS3-HMAC-SHA256 (documented example)', () => {
  it('builds the documented canonical request, string to sign and signature', () => {
    const input = docExample('2023-10-26T10:22:32Z', '3156853299f313e23d1673dc12e1703d')
    const { canonical, signedHeaders } = canonicalRequest(input)
    expect(canonical).toBe(
      [
        'POST',
        '/',
        'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
        'host:ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action:RunInstances',
        `x-acs-content-sha256:${EMPTY}`,
        'x-acs-date:2023-10-26T10:22:32Z',
        'x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d',
        'x-acs-version:2014-05-26',
        '',
        'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
        EMPTY,
      ].join('\n'),
    )
    expect(stringToSign(canonical)).toBe('ACS3-HMAC-SHA256\n7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259')
    expect(acs3Authorization('YourAccessKeyId', 'YourAccessKeySecret', input)).toBe(
      `ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=${signedHeaders},Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0`,
    )
  })

  it('gives the Authorization of the documented request-structure example (09:01:01Z, nonce d410…)', () => {
    const input = docExample('2023-10-26T09:01:01Z', 'd410180a5abf7fe235dd9b74aca91fc0')
    expect(acs3Authorization('YourAccessKeyId', 'YourAccessKeySecret', input)).toMatch(
      /,Signature=e521358f7776c97df52e6b2891a8bc73026794a071b50c3323388c4e0df64804$/,
    )
  })

  it('the fake platform recomputes the same documented signature', () => {
    const input = docExample('2023-10-26T10:22:32Z', '3156853299f313e23d1673dc12e1703d')
    const signature = platformSignature('YourAccessKeySecret', {
      method: 'POST',
      path: '/',
      params: Object.entries(query).reverse(),
      headers: input.headers,
      signedHeaders: Object.keys(input.headers).sort(),
      payloadHash: EMPTY,
    })
    expect(signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0')
    expect(platformSignature('wrong', { ...input, params: Object.entries(query), signedHeaders: Object.keys(input.headers) })).not.toBe(
      signature,
    )
  })
})

describe('encoding', () => {
  it('percent-encodes as RFC 3986 (space %20, * %2A, ~ kept) and sorts by name', () => {
    expect(acsPercentEncode("a b*c~d!'()+/:")).toBe('a%20b%2Ac~d%21%27%28%29%2B%2F%3A')
    expect(canonicalQueryString({ TemplateParam: '{"code":"012345"}', PhoneNumbers: '13500000021', A1: 'x', A: 'y' })).toBe(
      'A=y&A1=x&PhoneNumbers=13500000021&TemplateParam=%7B%22code%22%3A%22012345%22%7D',
    )
    expect(sha256Hex('')).toBe(EMPTY)
  })

  it('formats x-acs-date as ISO 8601 UTC without milliseconds', () => {
    expect(acsDate(new Date('2023-10-26T10:22:32.123Z'))).toBe('2023-10-26T10:22:32Z')
  })
})
