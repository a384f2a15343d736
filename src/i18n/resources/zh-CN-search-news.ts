// Site search, its empty page and the company news on /FlashNote (issue 17), simplified Chinese.
// Spec message kept exactly (portal.md §8): the empty search's '没有搜到结果' (pages.searchNone).
export const zhCNSearchNews = {
  box: { label: '站内搜索', placeholder: '搜索产品、文章', submit: '搜索' },
  results: {
    title: '搜索结果',
    heading: '“{{q}}”的搜索结果',
    loading: '正在搜索…',
    failed: '搜索失败，请稍后重试',
    summary_other: '共找到 {{count}} 条结果',
    enterTerm: '请输入要搜索的内容',
    group: '{{label}}（{{count}}）',
    product: '产品',
    knowledge: '知识库',
    support: '账户支持',
    none: '未找到与“{{q}}”相关的内容',
  },
  news: {
    title: '最新资讯',
    intro: '公司动态、产品发布与服务公告',
    loading: '正在加载资讯…',
    failed: '资讯加载失败',
    empty: '暂无资讯',
    notFound: '资讯不存在或已下线',
    back: '返回资讯列表',
    newTab: '（在新标签页打开）',
    published: '发布于 {{date}}',
  },
}
