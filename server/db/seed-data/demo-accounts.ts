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
