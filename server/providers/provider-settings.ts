// The live providers' settings, read together so a refused start names every provider that is missing.
import { readAlipaySettings, type AlipaySettings } from './alipay/alipay-settings'
import { readAliyunSmsSettings, type AliyunSmsSettings } from './aliyun-sms/aliyun-sms-settings'
import { readWechatLoginSettings, type WechatLoginSettings } from './wechat-login/wechat-login-settings'
import { readWechatPaySettings, type WechatPaySettings } from './wechat-pay/wechat-pay-settings'

export interface ProviderSettings {
  sms: AliyunSmsSettings
  wechatLogin: WechatLoginSettings
  wechatPay: WechatPaySettings
  alipay: AlipaySettings
}

/** Each provider's variables, as the refusal names them when none of a provider's is set. */
const NEEDED = {
  sms: 'Alibaba Cloud SMS (ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE)',
  wechatLogin: 'WeChat login (WECHAT_LOGIN_APPID, WECHAT_LOGIN_SECRET)',
  wechatPay:
    'WeChat Pay (WECHATPAY_MCHID, WECHATPAY_APPID, WECHATPAY_MERCHANT_SERIAL, WECHATPAY_MERCHANT_PRIVATE_KEY, WECHATPAY_API_V3_KEY, ' +
    'WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY_ID)',
  alipay: 'Alipay (ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ALIPAY_SELLER_ID)',
} as const

/**
 * The four providers' settings, or what is missing: a provider none of whose variables is set is named in `missing`;
 * one set in part or with a bad value throws its own ConfigError.
 */
export function readProviderSettings(env: NodeJS.ProcessEnv): { settings?: ProviderSettings; missing: string[] } {
  const read = {
    sms: readAliyunSmsSettings(env),
    wechatLogin: readWechatLoginSettings(env),
    wechatPay: readWechatPaySettings(env),
    alipay: readAlipaySettings(env),
  }
  const missing = (Object.keys(read) as Array<keyof typeof read>).filter((key) => read[key] === undefined).map((key) => NEEDED[key])
  if (missing.length > 0) return { missing }
  return { settings: read as ProviderSettings, missing }
}
