// Orders, lines, download entries and contracts as the server answers them (openapi.yaml), for the component tests.
import type { components } from '../../../generated/api'

type OrderRow = components['schemas']['OrderRow']
type OrderLine = components['schemas']['OrderLine']
type OrderDetail = components['schemas']['OrderDetail']
type DownloadItem = components['schemas']['DownloadItem']
type Contract = components['schemas']['Contract']

export const HOUR = 60 * 60 * 1000

export function orderRow(n: number, patch: Partial<OrderRow> = {}): OrderRow {
  return {
    id: `order-${n}`,
    ordername: `SummitMap 标准版 订单 ${n}`,
    ordernum: `SO2026${String(n).padStart(6, '0')}`,
    creatortime: new Date(Date.now() - n * 60_000).toISOString(),
    paymentamount: 199 * n,
    paymentstate: 1,
    purchasemethod: 'online',
    ...patch,
  }
}

export const page = <T>(list: T[], currentPage: number, pageSize: number, total = list.length) => ({
  list,
  pagination: { currentPage, pageSize, total },
})

export function orderLine(patch: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'line-1',
    productid: 'prod-map-standard',
    productname: 'SummitMap 标准版',
    producttype: 'SummitMap',
    duration: 2,
    durationunion: 'week',
    weekprice: 199,
    monthprice: 699,
    seasonprice: 1899,
    halfyearprice: 3499,
    number: 3,
    ordercode: 'SO2026000001',
    projectprice: 1194,
    licensestate: 3,
    ...patch,
  }
}

export function orderDetail(row: OrderRow, patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: row.id,
    ordernum: row.ordernum,
    ordername: row.ordername,
    paymentstate: row.paymentstate,
    paymentamount: row.paymentamount,
    purchasemethod: 'online',
    creatortime: row.creatortime,
    receivername: '张三',
    receiverphone: '13766662001',
    receiveremail: 'zhang@example.cn',
    retailercode: 'SUMMIT-DEMO',
    isinvoice: 2,
    ...patch,
  }
}

export const DOWNLOADS: DownloadItem[] = [
  { id: 'd1', lang: 'zh-CN', type: 0, descrh: 'SummitMap', f: 'https://pan.example/SummitMap', m: 'sm32', content: 'SummitMap 安装包' },
  {
    id: 'd2',
    lang: 'zh-CN',
    type: 0,
    descrh: 'SummitMapEnv',
    f: 'https://pan.example/SummitMapEnv',
    m: 'env1',
    content: 'SummitMap 运行环境包',
  },
  { id: 'd3', lang: 'zh-CN', type: 0, descrh: 'SummitLab', f: 'https://pan.example/SummitLab', m: 'sl18' },
  // An entry without a link is as good as missing: SummitLab's teaching data is not found.
  { id: 'd4', lang: 'zh-CN', type: 0, descrh: 'SummitLabData', f: '', m: 'data' },
]

export function contract(n: number, patch: Partial<Contract> = {}): Contract {
  return {
    id: `contract-${n}`,
    contractnum: `HT-2024-${String(n).padStart(4, '0')}`,
    name: `SummitMap 专业版年度订阅合同 ${n}`,
    contractmoney: 27596,
    starttime: '2024-03-01',
    endtime: '2025-02-28',
    contracttype: 0,
    moneytype: 0,
    contractfiles: [],
    creatortime: '2024-03-01T08:00:00.000Z',
    ...patch,
  }
}
