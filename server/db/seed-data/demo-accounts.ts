// Accounts the seed creates; log in with the phone number and the SMS code from the dev outbox.

// Ordinary customer: company name set, social credit code missing (the authentication tab shows its red dot).
export const DEMO_CUSTOMER_ID = 'cust-demo'
export const DEMO_CUSTOMER_PHONE = '13800000001'
export const DEMO_CUSTOMER_NAME = '演示用户'
export const DEMO_CUSTOMER_COMPANY = '演示测绘有限公司'

// VIP customer (userleval 2, vippermission 1): sees software updates and documents; owns the demo contract.
export const DEMO_VIP_CUSTOMER_ID = 'cust-vip'
export const DEMO_VIP_CUSTOMER_PHONE = '13800000002'
export const DEMO_VIP_CUSTOMER_NAME = '李工'

// Reseller: invitation code SUMMIT-DEMO, pays 85 % on its two eligible products.
export const DEMO_RETAILER_ID = 'retailer-demo'
export const DEMO_RETAILER_PHONE = '13900000001'
export const DEMO_RETAILER_CODE = 'SUMMIT-DEMO'
export const DEMO_RETAILER_DISCOUNT = '0.8500'
/** Resellers the demo reseller developed (retailers.parentid). */
export const DEMO_SUB_RETAILER_IDS = ['retailer-north', 'retailer-south'] as const

// Legacy account-and-password login of the demo customer (the seed stores only the scrypt hash of md5(password)).
export const DEMO_CUSTOMER_ACCOUNT = 'demo'
export const DEMO_CUSTOMER_PASSWORD = 'Summit2026'

// Test WeChat identities of the sandbox provider (development and tests). A is bound to the demo customer by the
// seed (its scan logs straight in); B and C are unbound (their first scan asks for a phone to bind).
export const SANDBOX_WECHAT_IDENTITIES = [
  { key: 'a', nickname: '微信测试用户A', openid: 'sandbox-openid-a', unionid: 'sandbox-unionid-a' },
  { key: 'b', nickname: '微信测试用户B', openid: 'sandbox-openid-b', unionid: 'sandbox-unionid-b' },
  { key: 'c', nickname: '微信测试用户C', openid: 'sandbox-openid-c', unionid: 'sandbox-unionid-c' },
] as const
export type SandboxWechatIdentityKey = (typeof SANDBOX_WECHAT_IDENTITIES)[number]['key']
