import { readFileSync } from 'node:fs'
import type { annexFiles, contracts, customers, retailers, retailLevels } from '../schema'
import {
  DEMO_CUSTOMER_ACCOUNT,
  DEMO_CUSTOMER_COMPANY,
  DEMO_CUSTOMER_ID,
  DEMO_CUSTOMER_NAME,
  DEMO_CUSTOMER_PHONE,
  DEMO_RETAILER_CODE,
  DEMO_RETAILER_DISCOUNT,
  DEMO_RETAILER_ID,
  DEMO_RETAILER_PHONE,
  DEMO_SUB_RETAILER_IDS,
  DEMO_VIP_CUSTOMER_ID,
  DEMO_VIP_CUSTOMER_NAME,
  DEMO_VIP_CUSTOMER_PHONE,
  SANDBOX_WECHAT_IDENTITIES,
} from './demo-accounts'
import { PRODUCT_IDS } from './products'

export const customerRows: (typeof customers.$inferInsert)[] = [
  {
    id: DEMO_CUSTOMER_ID,
    username: DEMO_CUSTOMER_NAME,
    phonenum: DEMO_CUSTOMER_PHONE,
    email: 'demo@example.com',
    companyname: DEMO_CUSTOMER_COMPANY,
    usertype: 'enterprise',
    userleval: 1,
    vippermission: 0,
    // Legacy login 'demo' (its password hash is computed by the seed); WeChat test user A is bound to this customer.
    account: DEMO_CUSTOMER_ACCOUNT,
    openid: SANDBOX_WECHAT_IDENTITIES[0].openid,
    unionid: SANDBOX_WECHAT_IDENTITIES[0].unionid,
  },
  {
    id: DEMO_VIP_CUSTOMER_ID,
    username: DEMO_VIP_CUSTOMER_NAME,
    phonenum: DEMO_VIP_CUSTOMER_PHONE,
    email: 'vip@example.com',
    companyname: '华测空间信息技术有限公司',
    companysocialcreditcode: '91110108MA01HC3P7M',
    companytaxation: '91110108MA01HC3P7M',
    address: '北京市海淀区学院路 30 号',
    usertype: 'enterprise',
    userleval: 2,
    vippermission: 1,
  },
]

const RETAIL_LEVEL_IDS = { first: 'level-1', second: 'level-2', third: 'level-3' } as const

export const retailLevelRows: (typeof retailLevels.$inferInsert)[] = [
  // The commission rates are also set by drizzle/0009_retailer-commission.sql for databases seeded before it.
  { id: RETAIL_LEVEL_IDS.first, levelname: '一级分销商', sortcode: 1, commissionrate: '0.1500' },
  { id: RETAIL_LEVEL_IDS.second, levelname: '二级分销商', sortcode: 2, commissionrate: '0.1000' },
  { id: RETAIL_LEVEL_IDS.third, levelname: '三级分销商', sortcode: 3, commissionrate: '0.0500' },
]

export const retailerRows: (typeof retailers.$inferInsert)[] = [
  {
    id: DEMO_RETAILER_ID,
    retailername: '王经理',
    companyname: '测绘之星科技有限公司',
    phonenumber: DEMO_RETAILER_PHONE,
    retailcode: DEMO_RETAILER_CODE,
    retaillevel: RETAIL_LEVEL_IDS.second,
    discount: DEMO_RETAILER_DISCOUNT,
    productid: [PRODUCT_IDS.mapStandard, PRODUCT_IDS.solidPro].join(','),
  },
  // Two third-level resellers the demo reseller developed (its dashboard counts them).
  {
    id: DEMO_SUB_RETAILER_IDS[0],
    retailername: '赵经理',
    companyname: '北辰地信科技有限公司',
    phonenumber: '13900000002',
    retailcode: 'SUMMIT-NORTH',
    retaillevel: RETAIL_LEVEL_IDS.third,
    parentid: DEMO_RETAILER_ID,
    discount: '0.9000',
    productid: PRODUCT_IDS.mapStandard,
  },
  {
    id: DEMO_SUB_RETAILER_IDS[1],
    retailername: '钱经理',
    companyname: '南方图测服务有限公司',
    phonenumber: '13900000003',
    retailcode: 'SUMMIT-SOUTH',
    retaillevel: RETAIL_LEVEL_IDS.third,
    parentid: DEMO_RETAILER_ID,
    discount: '0.9000',
    productid: PRODUCT_IDS.mapStandard,
  },
]

// The demo contract's signed copy: a small PDF committed next to the seed, stored in annex_files (base64 content).
const DEMO_CONTRACT_FILE = { id: 'annex-contract-ht-2024-0001', name: 'HT-2024-0001 合同扫描件.pdf' }

export const annexFileRows = (): (typeof annexFiles.$inferInsert)[] => {
  const bytes = readFileSync(new URL('./files/contract-HT-2024-0001.pdf', import.meta.url))
  return [
    {
      id: DEMO_CONTRACT_FILE.id,
      name: DEMO_CONTRACT_FILE.name,
      mimetype: 'application/pdf',
      content: bytes.toString('base64'),
      size: bytes.length,
    },
  ]
}

export const contractRows: (typeof contracts.$inferInsert)[] = [
  {
    contractnum: 'HT-2024-0001',
    name: 'SummitMap 专业版年度订阅合同',
    contractmoney: '27596.00',
    starttime: new Date('2024-03-01T00:00:00+08:00'),
    endtime: new Date('2025-02-28T23:59:59+08:00'),
    contracttype: 0,
    moneytype: 0,
    purchasername: DEMO_VIP_CUSTOMER_NAME,
    purchasercompany: '华测空间信息技术有限公司',
    purchaserphonenum: DEMO_VIP_CUSTOMER_PHONE,
    purchaseraddress: '北京市海淀区学院路 30 号',
    purchaserid: DEMO_VIP_CUSTOMER_ID,
    socialcreditcode: '91110108MA01HC3P7M',
    salername: '北京峰图科技有限公司',
    contractresponsible: '张明',
    department: '销售部',
    contractrange: 'SummitMap 专业版 2 套，订阅 6 个月 × 2 期',
    description: '线下签订的年度订阅合同。',
    contractfiles: JSON.stringify([{ fileId: DEMO_CONTRACT_FILE.id, name: DEMO_CONTRACT_FILE.name }]),
  },
]
