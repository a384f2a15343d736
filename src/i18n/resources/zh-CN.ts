// Simplified Chinese: the default language and the shape the other two must match key for key.
import { zhCNAuth } from './zh-CN-auth'
import { zhCNShop } from './zh-CN-shop'
import { zhCNFreeSoft } from './zh-CN-free-soft'
import { zhCNStorefront } from './zh-CN-storefront'
export const zhCN = {
  common: {
    brand: 'Summit 软件商城',
    loading: '加载中…',
    unavailable: '暂时无法获取',
    retry: '重试',
    backHome: '返回首页',
    close: '关闭',
    openInNewWindow: '在新窗口打开',
    messages: '消息通知',
    total: '共 {{total}} 条',
    pagination: {
      label: '分页',
      prev: '上一页',
      next: '下一页',
      page: '第 {{page}} 页',
      pageEmpty: '这一页没有内容',
      firstPage: '回到第一页',
    },
  },
  nav: {
    home: '首页',
    productIntro: '产品介绍',
    buy: '按需订阅',
    freeSoft: '免费软件',
    service: '服务支持',
    aboutUs: '关于我们',
    mainMenu: '主菜单',
    skipToContent: '跳到主要内容',
    openMenu: '打开菜单',
    submenu: '{{name}}子菜单',
    loadingPage: '页面加载中',
  },
  menu: {
    softwareSupport: '软件支持',
    questionExchange: '问题交流',
    contactUs: '联系我们',
    intro: '公司简介',
    culture: '企业文化',
    qualifications: '资质荣誉',
    aboutmap: '公司地图',
    noProducts: '暂无产品',
    loadFailed: '产品加载失败',
  },
  productType: {
    SummitMap: '智能地图生产平台',
    SummitSolid: '单体建模系统',
    SummitLab: '实训教学系统',
    SummitTerra: '地形产品',
    SummitView: '空间数据浏览器',
  },
  user: {
    login: '登录',
    userAuth: '用户认证',
    orders: '订单管理',
    licence: '许可申请',
    invoices: '发票管理',
    logout: '退出登录',
    account: '我的账户',
    guest: '用户',
    devices: '登录设备',
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    en: 'English',
    'zh-TW': '繁體中文',
  },
  footer: {
    products: '产品',
    support: '服务与支持',
    about: '关于我们',
    address: '公司地址',
    phone: '联系电话',
    salesEmail: '销售邮箱',
    icp: 'ICP备案号',
    qrOfficial: '官方公众号',
    qrWorkGroup: '企业微信',
    copyright: '© {{year}} Summit 软件 版权所有',
  },
  sidebar: {
    buy: '按需订阅',
    freeSoft: '免费软件',
    customerService: '客服',
    hotline: '服务热线',
    hours: '工作日 9:00-18:00',
    wechatQr: '扫码添加企业微信',
    backToTop: '返回顶部',
  },
  titles: {
    home: '首页',
    allProducts: '全部产品',
    productsIntro: '产品介绍',
    buy: '订阅',
    freeTrial: '免费试用',
    buyMenu: '选择订阅方案',
    freeSoft: '免费软件',
    guochan: '国产化版本下载',
    about: '关于我们',
    login: '登录',
    loginRetailer: '经销商登录',
    cart: '购物车',
    paystep: '订单支付',
    notFound: '页面不存在',
    notOpen: '功能未开放',
    network: '网络异常',
  },
  pages: {
    notFound: '您所寻找的页面不存在',
    notFoundHint: '页面可能已被移除，或链接地址有误',
    networkTitle: '网络连接有误',
    networkHint: '网络异常，请检查网络',
    requestRefused: '提交的内容不符合要求，请检查后重试',
    notOpen: '功能未开放',
    notOpenHint: '该功能正在建设中，敬请期待',
    searchNone: '没有搜到结果',
    searchNoneHint: '换个关键词试试',
    searchAgain: '重新搜索',
  },
  home: {
    heroTitle: '专业的地理信息与三维建模软件',
    heroSubtitle: '按周、按月、按季、按半年灵活订阅，即买即用',
    heroAction: '立即订阅',
    productsTitle: '核心产品',
    freeTrial: '免费试用',
    subscribe: '按需订阅',
    learnMore: '了解详情',
    cardSummitMap: '智能地图生产平台，覆盖数据采集、编辑、制图与成果输出',
    cardSummitSolid: '单体建模系统，快速构建精细化三维建筑模型',
    cardSummitLab: '实训教学系统，面向院校与企业的一体化实训平台',
    figuresTitle: '企业实力',
    figureIp: '知识产权',
    figurePatents: '发明专利',
    figureRd: '研发人员占比',
    figureGrowth: '复合增长率',
    getLatest: '获取最新资讯',
  },
  auth: zhCNAuth,
  shop: zhCNShop,
  storefront: zhCNStorefront,
  freeSoft: zhCNFreeSoft,
} as const

/**
 * Another language's texts for a zh-CN shape: the same keys, any text. A count is written with i18next's plural
 * keys: Chinese does not inflect, so zh-CN (and zh-TW) have only `x_other` (the form i18next's zh rules pick for every
 * number); a language that does, English, adds `x_one` beside it (tests/unit/shell-i18n.test.ts requires it there).
 */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]?: string
}

/** The shape every language must fill: same keys as zh-CN, any text. */
export type Messages = DeepStrings<typeof zhCN>
