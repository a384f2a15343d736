// About us: the introduction and the culture texts, in three languages (issue 20; they were interface texts before).
import type { companyTexts } from '../schema'

export const COMPANY_TEXT_KEYS = ['intro1', 'intro2', 'intro3', 'vision', 'philosophy', 'mission', 'values'] as const

const texts: Record<(typeof COMPANY_TEXT_KEYS)[number], Record<'zh-CN' | 'en' | 'zh-TW', string>> = {
  intro1: {
    'zh-CN':
      'Summit 软件（北京峰图科技有限公司）是一家专注于地理信息与三维建模软件研发的国家高新技术企业，致力于以智能化手段提升测绘生产效率。',
    en: 'Summit Software (Beijing Fengtu Technology Co., Ltd.) is a national high-tech enterprise developing GIS and 3D modelling software, making surveying production faster through automation.',
    'zh-TW':
      'Summit 軟體（北京峰圖科技有限公司）是一家專注於地理資訊與三維建模軟體研發的國家高新技術企業，致力於以智慧化手段提升測繪生產效率。',
  },
  intro2: {
    'zh-CN': '公司产品覆盖智能地图生产、单体建模、实训教学与地形处理，服务测绘院所、工程勘察单位、电力与管网企业以及全国百余所高校。',
    en: 'Our products cover intelligent map production, building modelling, practical training and terrain processing, serving surveying institutes, engineering firms, power and pipeline companies and more than a hundred universities.',
    'zh-TW': '公司產品涵蓋智慧地圖生產、單體建模、實訓教學與地形處理，服務測繪院所、工程勘察單位、電力與管網企業以及全國百餘所高校。',
  },
  intro3: {
    'zh-CN': '我们坚持自主研发，拥有 30 余项知识产权与多项发明专利，研发人员占比超过 80%。',
    en: 'We develop our own technology: over 30 intellectual property items, several invention patents, and more than 80% of our staff in R&D.',
    'zh-TW': '我們堅持自主研發，擁有 30 餘項智慧財產權與多項發明專利，研發人員佔比超過 80%。',
  },
  vision: {
    'zh-CN': '成为地理信息智能生产领域最值得信赖的软件伙伴',
    en: 'To be the most trusted software partner for intelligent geospatial production',
    'zh-TW': '成為地理資訊智慧生產領域最值得信賴的軟體夥伴',
  },
  philosophy: {
    'zh-CN': '以用户为中心，以技术为根本，以品质为生命',
    en: 'Users at the centre, technology at the root, quality as our life',
    'zh-TW': '以使用者為中心，以技術為根本，以品質為生命',
  },
  mission: {
    'zh-CN': '让空间数据生产更简单、更高效',
    en: 'Make spatial data production simpler and more efficient',
    'zh-TW': '讓空間資料生產更簡單、更高效',
  },
  values: {
    'zh-CN': '诚信、创新、协作、担当',
    en: 'Integrity, innovation, collaboration, responsibility',
    'zh-TW': '誠信、創新、協作、擔當',
  },
}

export const companyTextRows: (typeof companyTexts.$inferInsert)[] = COMPANY_TEXT_KEYS.map((key, index) => ({
  key,
  content: texts[key]['zh-CN'],
  sortcode: index + 1,
  translations: { en: { content: texts[key].en }, 'zh-TW': { content: texts[key]['zh-TW'] } },
}))
