// Site search, its empty page and the company news on /FlashNote (issue 17), traditional Chinese.
import type { zhCNSearchNews } from './zh-CN-search-news'
import type { DeepStrings } from './zh-CN'

export const zhTWSearchNews: DeepStrings<typeof zhCNSearchNews> = {
  box: { label: '站內搜尋', placeholder: '搜尋產品、文章', submit: '搜尋' },
  results: {
    title: '搜尋結果',
    heading: '「{{q}}」的搜尋結果',
    loading: '正在搜尋…',
    failed: '搜尋失敗，請稍後重試',
    summary_other: '共找到 {{count}} 筆結果',
    enterTerm: '請輸入要搜尋的內容',
    group: '{{label}}（{{count}}）',
    product: '產品',
    knowledge: '知識庫',
    support: '帳戶支援',
    none: '未找到與「{{q}}」相關的內容',
  },
  news: {
    title: '最新資訊',
    intro: '公司動態、產品發佈與服務公告',
    loading: '正在載入資訊…',
    failed: '資訊載入失敗',
    empty: '暫無資訊',
    notFound: '資訊不存在或已下線',
    back: '返回資訊列表',
    newTab: '（在新分頁開啟）',
    published: '發佈於 {{date}}',
  },
}
